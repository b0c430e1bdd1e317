import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { destinationOf, type Destination } from './routing.js';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** The one entrance: /api writes to the command service, /api reads to the query service, the rest to the web app. */
export const createGateway =
  (handlers: Record<Destination, Handler>): RequestListener =>
  (req, res) => {
    void handlers[destinationOf(req)](req, res);
  };
