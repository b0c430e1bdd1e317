import type { ApiDocsFile } from '@ghost/events/openapi';

/**
 * The API's readable page: Swagger UI from its package, started by a script of the page's own.
 * Under the portal's CSP (no inline script or style, nothing from elsewhere) every script and
 * style is a file of this origin; the empty `data:` icon spares a request for /favicon.ico.
 */
export const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ghost payments API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="api-docs"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/api-docs.js"></script>
  </body>
</html>
`;

/** The page's own script: Swagger UI on the document. */
export const docsScript = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-docs',
  deepLinking: true,
});
`;

/** A file of the page: its media type, and either the renderer's file or the page's own text. */
export type DocsFile = { type: string } & ({ fromRenderer: true } | { text: string });

const javascript = 'text/javascript; charset=utf-8';

export const docsFiles: Record<ApiDocsFile, DocsFile> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', fromRenderer: true },
  'swagger-ui-bundle.js': { type: javascript, fromRenderer: true },
  'api-docs.js': { type: javascript, text: docsScript },
};
