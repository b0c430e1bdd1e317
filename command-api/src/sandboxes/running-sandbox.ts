import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves a sandbox app on its own port (0: any free one), on the loopback interface by default. */
export const listenSandbox = async (
  app: Koa,
  options: { host?: string; port?: number } = {},
): Promise<RunningSandbox> => {
  const host = options.host ?? '127.0.0.1';
  const handle = app.callback();
  const server = createServer((request, response) => {
    void handle(request, response);
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        // A request held open by a fault must not keep the sandbox from stopping.
        server.closeAllConnections();
      }),
  };
};
