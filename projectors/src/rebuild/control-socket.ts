import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { privateFileMode } from '@ghost/events';
import type { RebuildProgress, RebuildResult } from './rebuild-read-models.js';

/**
 * The embedded portal's control socket: a Unix socket under DATA_DIR, so only someone on this
 * machine with access to the data can reach it. One JSON line asks, JSON lines answer.
 */
export const controlSocketPath = (dataDir: string): string => join(dataDir, 'control.sock');

export type ControlMessage =
  | ({ type: 'progress' } & RebuildProgress)
  | ({ type: 'done' } & RebuildResult)
  | { type: 'error'; message: string };

export interface ControlHandlers {
  rebuild(onProgress: (progress: RebuildProgress) => void): Promise<RebuildResult>;
}

const send = (socket: Socket, message: ControlMessage) => {
  if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
};

/** Listens on the control socket; one rebuild at a time. */
export const serveControlSocket = async (
  path: string,
  handlers: ControlHandlers,
): Promise<Server> => {
  // A socket file left by a portal that did not stop cleanly would block the listen.
  if (existsSync(path)) unlinkSync(path);
  let rebuilding = false;
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    const lines = createInterface({ input: socket });
    lines.on('error', () => undefined);
    lines.once('line', (line) => {
      lines.close();
      let command: unknown;
      try {
        command = (JSON.parse(line) as { command?: unknown }).command;
      } catch {
        command = undefined;
      }
      if (command !== 'rebuild') {
        send(socket, { type: 'error', message: 'Unknown command' });
        socket.end();
        return;
      }
      if (rebuilding) {
        send(socket, { type: 'error', message: 'A rebuild is already running' });
        socket.end();
        return;
      }
      rebuilding = true;
      handlers
        .rebuild((progress) => {
          send(socket, { type: 'progress', ...progress });
        })
        .then(
          (result) => {
            send(socket, { type: 'done', ...result });
          },
          (error: unknown) => {
            send(socket, {
              type: 'error',
              message: error instanceof Error ? error.message : String(error),
            });
          },
        )
        .finally(() => {
          rebuilding = false;
          socket.end();
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path, readableAll: false, writableAll: false }, () => {
      server.off('error', reject);
      // Its owner's only, like every file of the data folder, whatever the umask.
      chmodSync(path, privateFileMode);
      resolve();
    });
  });
  return server;
};

/** Asks a running portal to rebuild; resolves with its result, or rejects with its error. */
export const requestRebuild = (
  path: string,
  onProgress: (progress: RebuildProgress) => void,
): Promise<RebuildResult> =>
  new Promise((resolve, reject) => {
    const socket = createConnection({ path });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      action();
    };
    socket.on('error', (error) => {
      settle(() => {
        reject(error);
      });
    });
    socket.once('connect', () => {
      socket.write(`${JSON.stringify({ command: 'rebuild' })}\n`);
    });
    const lines = createInterface({ input: socket });
    // readline passes the socket's errors on; the socket's own listener settles them.
    lines.on('error', () => undefined);
    lines.on('line', (line) => {
      const message = JSON.parse(line) as ControlMessage;
      if (message.type === 'progress') onProgress(message);
      else if (message.type === 'done') {
        settle(() => {
          resolve({ position: message.position, events: message.events, seconds: message.seconds });
        });
      } else {
        settle(() => {
          reject(new Error(message.message));
        });
      }
    });
    lines.once('close', () => {
      settle(() => {
        reject(new Error('The portal closed the control socket without an answer'));
      });
    });
  });
