import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { contentType } from 'mime-types';

/** What a file is sent in: as built, or precompressed beside it (`.br`, `.gz`). */
export type Encoding = 'br' | 'gzip' | 'identity';
const compressed = { br: '.br', gzip: '.gz' } as const;

/** Files up to this size are kept in memory once sent; a larger one is read from disk each time. */
export const keptFileBytes = 4 * 1024 * 1024;

/** One file of the build under one encoding: its headers, and its bytes once read. */
export interface FileVariant {
  path: string;
  size: number;
  /**
   * Content-Type, Content-Length, Last-Modified, Cache-Control, and Content-Encoding and Vary:
   * names and values in one flat list, as writeHead takes them beside headers already set.
   */
  headers: string[];
  body?: Buffer;
}

/** A file of the build by its URL path, with the encodings it was built in. */
export interface BuiltFile {
  variants: Partial<Record<Encoding, FileVariant>>;
  /** br and gzip first, as the browser prefers them; identity is always there. */
  encodings: Encoding[];
}

/** A year for the hashed assets (a new build gives new names), else checked at every use. */
const cacheControlOf = (urlPath: string) =>
  urlPath.startsWith('/assets/')
    ? 'max-age=31536000,immutable'
    : extname(urlPath) === '.html'
      ? 'no-cache'
      : 'max-age=0';

const variantOf = (
  file: string,
  urlPath: string,
  encoding: Encoding,
  hasCompressed: boolean,
): FileVariant => {
  const stats = statSync(file);
  const headers = [
    'Content-Type',
    contentType(extname(urlPath)) || 'application/octet-stream',
    'Content-Length',
    String(stats.size),
    'Last-Modified',
    stats.mtime.toUTCString(),
    'Cache-Control',
    cacheControlOf(urlPath),
  ];
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  // A cache in between keeps one copy per encoding asked for.
  if (hasCompressed) headers.push('Vary', 'Accept-Encoding');
  return { path: file, size: stats.size, headers };
};

/**
 * The files of a build, by URL path, found by one walk of its folder: a request is answered by a
 * look-up in memory, with its headers made once, and (for all but the largest) its bytes read once,
 * instead of a stat, an existence check per encoding, an open, a read and a close each time. Hidden
 * files and folders (`.vite/`) are not served, nor the precompressed copies under their own names.
 */
export const indexBuild = (root: string): Map<string, BuiltFile> => {
  const names = new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
  const files = new Map<string, BuiltFile>();
  for (const name of names) {
    if (name.split(sep).some((part) => part.startsWith('.'))) continue;
    if (Object.values(compressed).some((suffix) => name.endsWith(suffix))) continue;
    const urlPath = `/${name.split(sep).join('/')}`;
    const present = (['br', 'gzip'] as const).filter((encoding) =>
      names.has(`${name}${compressed[encoding]}`),
    );
    const hasCompressed = present.length > 0;
    const variants: BuiltFile['variants'] = {
      identity: variantOf(join(root, name), urlPath, 'identity', hasCompressed),
    };
    for (const encoding of present) {
      variants[encoding] = variantOf(
        join(root, `${name}${compressed[encoding]}`),
        urlPath,
        encoding,
        hasCompressed,
      );
    }
    files.set(urlPath, { variants, encodings: [...present, 'identity'] });
  }
  return files;
};

/**
 * The bytes of a variant: read once and kept, unless it is larger than keptFileBytes (then null:
 * stream it). Its Content-Length is what was read, should the file have changed since the walk.
 */
export const bodyOf = (variant: FileVariant): Buffer | null => {
  if (variant.body) return variant.body;
  if (variant.size > keptFileBytes) return null;
  const body = readFileSync(variant.path);
  variant.headers[variant.headers.indexOf('Content-Length') + 1] = String(body.length);
  variant.body = body;
  return body;
};
