import { z } from 'zod';

/** What the build's manifest says of a module (Vite's `.vite/manifest.json`). */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
export type BuildManifest = z.infer<typeof manifestSchema>;

export const parseManifest = (text: string): BuildManifest =>
  manifestSchema.parse(JSON.parse(text));

/**
 * The page module the router loads for each public address, the texts it asks for with it and
 * the first data it reads before its first words show (`lazyPage` in web/src/app/router.tsx).
 * The data are public answers: the page reads only their public part even when staff are signed
 * in, so the browser may hand it the answer fetched without their token.
 */
const publicPages: {
  module: string;
  texts: string[];
  data: string[];
  serves: (path: string) => boolean;
}[] = [
  {
    module: 'src/routes/public/pricing.tsx',
    texts: ['pricing'],
    data: ['/api/pricing/all'],
    serves: (path) => path === '/pricing',
  },
  {
    module: 'src/routes/public/payment.tsx',
    texts: ['payment'],
    data: ['/api/settings'],
    serves: (path) => path.startsWith('/payment/'),
  },
  {
    module: 'src/routes/public/track.tsx',
    texts: ['tracking'],
    data: [],
    serves: (path) => path === '/track' || path.startsWith('/track/'),
  },
];

/** The build's chunk of a language's texts (web/src/i18n/setup.ts), when it has one. */
const localeModule = (language: string, namespace: string) =>
  `src/i18n/locales/${language}/${namespace}.json`;

/** Every manifest key a module needs before it runs: itself and its static imports, deep. */
const closure = (manifest: BuildManifest, key: string, seen = new Set<string>()) => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
};

export interface RoutePreloads {
  scripts: string[];
  styles: string[];
  /** API answers the page reads first, fetched beside its code. */
  data?: string[];
}

/**
 * The code and styles a public page loads lazily that the app's entry does not already bring,
 * and its texts in the language the browser asks for (the one the app picks when the visitor has
 * stored none): named in the page's head, the browser fetches them beside the entry instead of
 * after it has run (on a slow phone, a second sooner to the page's first words).
 */
export const routePreloads = (
  manifest: BuildManifest,
  path: string,
  language = 'en',
): RoutePreloads => {
  const page = publicPages.find((candidate) => candidate.serves(path));
  if (!page || !manifest[page.module]) return { scripts: [], styles: [] };
  const entry = closure(manifest, 'index.html');
  const texts = page.texts.map((namespace) => localeModule(language, namespace));
  const needed = [page.module, ...texts]
    .flatMap((key) => [...closure(manifest, key)])
    .filter((key, index, all) => !entry.has(key) && all.indexOf(key) === index);
  return {
    data: page.data,
    scripts: needed.map((key) => `/${manifest[key]?.file ?? ''}`),
    styles: needed.flatMap((key) => manifest[key]?.css ?? []).map((file) => `/${file}`),
  };
};

/**
 * The app's page with the preloads in its head. A page rendered on the server (`rendered`) has
 * its styles applied rather than preloaded, since its HTML is painted before any script runs (or
 * without one), and no data preload: its first data are in the page.
 */
export const withPreloads = (
  html: string,
  { scripts, styles, data = [] }: RoutePreloads,
  rendered = false,
): string => {
  const links = [
    // Taken by the app's own fetch of the same address (same origin, credentials the same).
    ...(rendered ? [] : data).map(
      (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`,
    ),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    // The same element the app's code would add for them, which it then finds and leaves.
    ...styles.map((href) =>
      rendered
        ? `<link rel="stylesheet" crossorigin href="${href}">`
        : `<link rel="preload" as="style" href="${href}">`,
    ),
  ];
  return links.length === 0 ? html : html.replace('</head>', `${links.join('')}</head>`);
};
