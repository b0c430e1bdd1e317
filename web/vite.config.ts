import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { publicKitChunk } from './build/public-kit-chunk.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes .vite/chunk-modules.json: each built JavaScript file and the source modules in it, so
 * the bench can prove no public page loads admin code, whatever chunks the bundler shares.
 */
const chunkModulesReport = (): Plugin => ({
  name: 'chunk-modules-report',
  apply: 'build',
  generateBundle(_options, bundle) {
    const root = webRoot;
    const report: Record<string, string[]> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      report[output.fileName] = output.moduleIds
        .filter((id) => id.startsWith(root) && !id.includes('/node_modules/'))
        .map((id) => id.slice(root.length));
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/chunk-modules.json',
      source: JSON.stringify(report, null, 1),
    });
  },
});

/**
 * The server's build (`vite build --ssr src/entry-server.tsx`): the same components for Node, in a
 * hidden folder of the app's build (never served; the gateway imports it), without the browser
 * build's compressed copies, manifest and chunk groups.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false },
};

const browserBuild: UserConfig = {
  plugins: [
    react(),
    chunkModulesReport(),
    // Every asset also as .br and .gz beside it: the portal serves the smallest the browser takes.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every route and every language file is its own chunk; the report lists their gzip sizes.
    reportCompressedSize: true,
    // Files listed in the manifest let the bench add up what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // No dependencies pulled along: each group holds exactly the modules it names.
          includeDependenciesRecursively: false,
          groups: [{ name: publicKitChunk(webRoot), minShareCount: 2 }],
        },
        // Locale files are named by language and namespace (locale-de-payment-…js), not all "payment".
        chunkFileNames: (chunk) => {
          const locale = /locales\/(\w+)\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return locale
            ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3004' },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
