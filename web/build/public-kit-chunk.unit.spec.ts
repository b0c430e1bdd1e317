import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { publicKitChunk } from './public-kit-chunk.js';

const web = '/repo/web/';
const graph: Record<string, string[]> = {
  [`${web}index.html`]: [`${web}src/main.tsx`],
  [`${web}src/main.tsx`]: [`${web}src/app/router.tsx`],
  [`${web}src/app/router.tsx`]: [
    `${web}src/components/ui/button.tsx`,
    '/repo/events/src/catalogue/index.ts',
  ],
  [`${web}src/routes/public/payment.tsx`]: [
    `${web}src/components/ui/field.tsx`,
    `${web}src/components/ui/button.tsx`,
    '/repo/node_modules/qrcode/lib/index.js',
  ],
  [`${web}src/routes/public/pricing.tsx`]: [
    `${web}src/components/ui/badge.tsx`,
    `${web}src/components/ui/field.tsx`,
  ],
  [`${web}src/routes/public/track.tsx`]: [`${web}src/components/ui/field.tsx`],
  [`${web}src/routes/admin/users.tsx`]: [`${web}src/components/ui/dialog.tsx`],
  '/repo/events/src/catalogue/index.ts': [
    '/repo/events/src/catalogue/languages.ts',
    '/repo/events/src/catalogue/durations.ts',
  ],
};
/** The router loads each page lazily, the staff pages too. */
const lazyImports: Record<string, string[]> = {
  [`${web}src/app/router.tsx`]: [
    `${web}src/routes/public/payment.tsx`,
    `${web}src/routes/public/pricing.tsx`,
    `${web}src/routes/public/track.tsx`,
    `${web}src/routes/admin/users.tsx`,
  ],
};
const context = {
  getModuleInfo: (id: string) => ({
    importedIds: graph[id] ?? [],
    dynamicallyImportedIds: lazyImports[id] ?? [],
  }),
} as unknown as ChunkingContext;

const chunkOf = (id: string) => publicKitChunk(web)(id, context);

describe('the chunk of what public pages share', () => {
  it('takes the modules the public pages reach beyond the entry', () => {
    expect(chunkOf(`${web}src/components/ui/field.tsx`)).toBe('public-kit');
    expect(chunkOf(`${web}src/components/ui/badge.tsx`)).toBe('public-kit');
  });

  it('leaves what the entry brings in the entry, so the home page loads nothing more', () => {
    expect(chunkOf(`${web}src/components/ui/button.tsx`)).toBeNull();
    expect(chunkOf(`${web}src/app/router.tsx`)).toBeNull();
  });

  it('leaves the pages themselves and what only staff pages reach', () => {
    expect(chunkOf(`${web}src/routes/public/payment.tsx`)).toBeNull();
    expect(chunkOf(`${web}src/components/ui/dialog.tsx`)).toBeNull();
  });

  it('leaves packages to the bundler', () => {
    expect(chunkOf('/repo/node_modules/qrcode/lib/index.js')).toBeNull();
  });

  it('takes the catalogue but for the languages the entry reads', () => {
    expect(chunkOf('/repo/events/src/catalogue/durations.ts')).toBe('public-kit');
    expect(chunkOf('/repo/events/src/catalogue/languages.ts')).toBeNull();
  });
});
