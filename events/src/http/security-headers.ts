import {
  STATUS_CODES,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import helmet from 'helmet';
import { z } from 'zod';

/**
 * When Strict-Transport-Security is sent: `auto`, on connections that came over TLS (the portal
 * itself speaks plain HTTP, so never unless it is given TLS); `on`, always (a TLS proxy in front
 * terminates HTTPS); `off`, never.
 */
export const hstsModes = ['auto', 'on', 'off'] as const;
export type HstsMode = (typeof hstsModes)[number];

/** The HSTS variable, validated like the others. */
export const envHsts = () => z.enum(hstsModes).default('auto');

/**
 * The web app loads only its own scripts, styles and fonts, draws QR codes as `data:` images and
 * talks to /api on its own origin (fetch and a text/event-stream): nothing inline, nothing from
 * elsewhere, no plugin, no <base>, and no page may frame it (the admin panel cannot be framed).
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const;

/** Powerful browser features the portal never uses, switched off for it and anything it embeds. */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

type HeaderSetter = (req: IncomingMessage, res: ServerResponse) => void;

/** Header names and values, in the order they are set. */
export type HeaderList = readonly (readonly [string, string])[];

/**
 * The security headers, as helmet sets them (with the Permissions-Policy after them), read once:
 * they are the same on every answer, so an answer is given the list rather than going through
 * helmet's dozen middlewares each time.
 */
export const securityHeaderList = (hsts: boolean): HeaderList => {
  const headers = new Map<string, string>();
  const helmetSets = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // The tracking link carries the payment ID, the only key to a payment: it must not leave
    // in a Referer header.
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: hsts ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
  });
  const collect = {
    setHeader: (name: string, value: unknown) => {
      headers.set(name, String(value));
    },
    // Helmet removes X-Powered-By, which nothing here sets.
    removeHeader: () => undefined,
  };
  helmetSets(
    {} as unknown as IncomingMessage,
    collect as unknown as ServerResponse,
    (error?: unknown) => {
      if (error !== undefined)
        throw new Error('The security headers could not be set', { cause: error });
    },
  );
  headers.set('Permissions-Policy', permissionsPolicy);
  return [...headers];
};

/**
 * Sets the security headers on an answer before anything else writes it: a CSP without inline
 * scripts, object-src, base-uri and frame-ancestors 'none'; nosniff; no referrer; the
 * Permissions-Policy; HSTS as `hsts` says.
 */
export const securityHeaders = (options: { hsts: HstsMode }): HeaderSetter => {
  const withHsts = securityHeaderList(true);
  const withoutHsts = securityHeaderList(false);
  return (req, res) => {
    const overTls = (req.socket as Partial<TLSSocket>).encrypted === true;
    const hsts = options.hsts === 'on' || (options.hsts === 'auto' && overTls);
    for (const [name, value] of hsts ? withHsts : withoutHsts) res.setHeader(name, value);
  };
};

/** A listener whose every answer carries the security headers. */
export const withSecurityHeaders = (
  listener: RequestListener,
  options: { hsts: HstsMode },
): RequestListener => {
  const set = securityHeaders(options);
  return (req, res) => {
    set(req, res);
    listener(req, res);
  };
};

/** The security headers as raw header lines, for answers written without a response object. */
const headerLines = (hsts: boolean): string =>
  securityHeaderList(hsts)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

/** What a request the parser refused is answered: too large headers, a timeout, else malformed. */
const refusalStatus = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;

/**
 * Node's HTTP parser refuses a malformed request, or one whose headers are too large, before any
 * listener runs, and answers it itself without headers; answered here instead, that refusal
 * carries the security headers like every other answer.
 */
export const answerRefusedRequests = (server: Server, options: { hsts: HstsMode }): void => {
  const plain = headerLines(options.hsts === 'on');
  const overTls = headerLines(options.hsts !== 'off');
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = refusalStatus(error.code);
    const headers = (socket as Partial<TLSSocket>).encrypted === true ? overTls : plain;
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
};
