import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query string. */
  path: string;
  body: string;
}

export interface RecordedAnswer {
  status?: number;
  /** Sent as JSON, or as is when a string. */
  body: unknown;
}

export interface RecordedAnswersServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP server that plays back answers recorded from an outside API's documentation, so a
 * real adapter runs end to end (HTTP, its client library, its decoding) against them in a test.
 */
export const serveRecordedAnswers = async (
  answer: (request: RecordedRequest) => RecordedAnswer,
): Promise<RecordedAnswersServer> => {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const { status = 200, body } = answer(request);
      outgoing.writeHead(status, {
        'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
      });
      outgoing.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
};

/** A JSON-RPC 2.0 answer to one request (or to each of a batch) from a table of results. */
export const jsonRpcAnswer =
  (results: (method: string, params: unknown[]) => unknown) =>
  (request: RecordedRequest): RecordedAnswer => {
    const parsed = JSON.parse(request.body) as
      | { id: unknown; method: string; params?: unknown[] }
      | { id: unknown; method: string; params?: unknown[] }[];
    const one = (call: { id: unknown; method: string; params?: unknown[] }) => ({
      jsonrpc: '2.0',
      id: call.id,
      result: results(call.method, call.params ?? []),
    });
    return { body: Array.isArray(parsed) ? parsed.map(one) : one(parsed) };
  };
