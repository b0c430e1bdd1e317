import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
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
});
