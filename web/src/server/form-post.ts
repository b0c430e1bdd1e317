import type { IncomingMessage } from 'node:http';
import getRawBody from 'raw-body';

/**
 * The most a form of the public pages may send: the crypto form with its quote, a hash and an
 * e-mail is under 2 KB; a larger body is no form of the portal's.
 */
export const formBodyLimit = 16 * 1024;

/** A form post the page answers, or why it is refused (the status and a plain text). */
export type FormPost =
  { ok: true; form: URLSearchParams } | { ok: false; status: number; text: string };

const refused = (status: number, text: string): FormPost => ({ ok: false, status, text });

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * True when the post comes from one of the portal's own pages, so a page elsewhere cannot make a
 * visitor's browser submit a payment. Browsers say where a request was sent from in
 * `Sec-Fetch-Site`, which no page can set: it must be same-origin. (The portal's pages send no
 * referrer, so their form posts carry `Origin: null`: the origin cannot tell.) A browser that
 * sends no `Sec-Fetch-Site` (an older one, or a plain-HTTP site other than localhost) must name
 * this very host in `Origin`; none, or `null`, is refused.
 */
export const isSameOriginPost = (req: Pick<IncomingMessage, 'headers'>): boolean => {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = req.headers.origin;
  return origin !== undefined && hostOf(origin) === req.headers.host;
};

/**
 * Reads a form posted to a page: from the portal's own pages only (403), as
 * `application/x-www-form-urlencoded` (415), within `formBodyLimit` (413), parsed by
 * URLSearchParams.
 */
export const readFormPost = async (req: IncomingMessage): Promise<FormPost> => {
  if (!isSameOriginPost(req)) return refused(403, 'Forbidden');
  const type = (req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return refused(415, 'Unsupported Media Type');
  try {
    const body = await getRawBody(req, { limit: formBodyLimit, encoding: 'utf8' });
    return { ok: true, form: new URLSearchParams(body) };
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 413) return refused(413, 'Payload Too Large');
    return refused(400, 'Bad Request');
  }
};
