import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

// The yardstick: the smallest Koa endpoint on this machine. Every figure is also given as a ratio to it.
const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
const handle = app.callback();
const server = createServer((req, res) => {
  void handle(req, res);
}).listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(JSON.stringify({ msg: 'listening', port: (server.address() as AddressInfo).port }));
});
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
