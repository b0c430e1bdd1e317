import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { openPage } from '../../support/pages.js';
import { webDist } from '../../support/web-portal.js';

/** Sources that belong to the admin panel: nothing of theirs may reach a public page. */
const adminSource =
  /^src\/(routes\/admin\/|app\/admin-frame\/|lib\/auth\/|features\/(admin-auth|dashboard|transactions|card-payments|users|settings|audit)\/)/;

/**
 * The built files holding admin code, from the report the build writes of each file's source
 * modules (web/vite.config.ts), so a shared chunk with one admin module counts too.
 */
export const adminFiles = (): Set<string> => {
  const report = JSON.parse(
    readFileSync(join(webDist, '.vite', 'chunk-modules.json'), 'utf8'),
  ) as Record<string, string[]>;
  return new Set(
    Object.entries(report)
      .filter(([, modules]) => modules.some((module) => adminSource.test(module)))
      .map(([file]) => file),
  );
};

/** The size of a built file once gzipped, as the budgets count (the .gz the build wrote). */
export const gzipSize = (file: string): number => {
  const path = join(webDist, file);
  if (existsSync(`${path}.gz`)) return statSync(`${path}.gz`).size;
  return gzipSync(readFileSync(path), { level: 9 }).length;
};

export interface RouteWeight {
  path: string;
  /** Gzipped JavaScript the page loaded until it settled, in bytes. */
  javascript: number;
  files: string[];
  /** Admin files a public page loaded (must be none). */
  adminLoaded: string[];
}

/**
 * Opens a route in a fresh browser (nothing cached) and adds up the JavaScript it loads: the
 * entry, the route's chunks and the locale files of its language.
 */
export const weighRoute = async (
  browser: Browser,
  base: string,
  path: string,
  storage: Record<string, string> = {},
): Promise<RouteWeight> => {
  const opened = await openPage(browser, { width: 390, height: 844, storage });
  const files = new Set<string>();
  let lastScript = Date.now();
  opened.page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
      files.add(url.pathname.slice(1));
      lastScript = Date.now();
    }
  });
  // Admin pages keep a live-update stream open, so the network is never idle: the page has
  // loaded what it needs once a second passes without a new script.
  await opened.page.goto(`${base}${path}`, { waitUntil: 'load' });
  while (Date.now() - lastScript < 1000) await opened.page.waitForTimeout(200);
  await opened.close();
  const admin = adminFiles();
  const loaded = [...files].sort();
  return {
    path,
    javascript: loaded.reduce((sum, file) => sum + gzipSize(file), 0),
    files: loaded,
    adminLoaded: loaded.filter((file) => admin.has(file)),
  };
};
