import { describe, expect, it } from 'vitest';
import { routePreloads, withPreloads, type BuildManifest } from './route-preloads.js';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_money-1.js': {
    file: 'assets/money-1.js',
    imports: ['_react-1.js'],
    css: ['assets/money-1.css'],
  },
  'src/routes/public/pricing.tsx': {
    file: 'assets/pricing-1.js',
    imports: ['_react-1.js', '_money-1.js', 'index.html'],
    css: ['assets/pricing-1.css'],
  },
  'src/routes/public/payment.tsx': { file: 'assets/payment-1.js', imports: ['_money-1.js'] },
  'src/routes/public/track.tsx': { file: 'assets/track-1.js' },
  'src/routes/admin/users.tsx': { file: 'assets/users-1.js' },
  'src/i18n/locales/en/pricing.json': { file: 'assets/locale-en-pricing-1.js' },
  'src/i18n/locales/fr/pricing.json': { file: 'assets/locale-fr-pricing-1.js' },
};

describe('the code a public page is served with', () => {
  it('names the page’s own chunks and styles, deep, but nothing the app’s entry already loads', () => {
    expect(routePreloads(manifest, '/pricing')).toEqual({
      data: ['/api/pricing/all'],
      scripts: ['/assets/pricing-1.js', '/assets/money-1.js', '/assets/locale-en-pricing-1.js'],
      styles: ['/assets/pricing-1.css', '/assets/money-1.css'],
    });
  });

  it('names the page’s texts in the language asked for, and none a build does not have', () => {
    expect(routePreloads(manifest, '/pricing', 'fr').scripts).toContain(
      '/assets/locale-fr-pricing-1.js',
    );
    expect(routePreloads(manifest, '/pricing', 'fr').scripts).not.toContain(
      '/assets/locale-en-pricing-1.js',
    );
    expect(routePreloads(manifest, '/pricing', 'ja').scripts).toEqual([
      '/assets/pricing-1.js',
      '/assets/money-1.js',
    ]);
  });

  it('serves every payment and tracking address their page’s code', () => {
    expect(routePreloads(manifest, '/payment/donation').scripts).toEqual([
      '/assets/payment-1.js',
      '/assets/money-1.js',
    ]);
    expect(routePreloads(manifest, '/track').scripts).toEqual(['/assets/track-1.js']);
    expect(routePreloads(manifest, '/track/GHOST-1-ABC').scripts).toEqual(['/assets/track-1.js']);
  });

  it('names nothing for the home page, the admin panel or an address the app does not know', () => {
    for (const path of ['/', '/admin/users', '/no-such-page']) {
      expect(routePreloads(manifest, path)).toEqual({ scripts: [], styles: [] });
    }
  });

  it('asks for the first data of the pricing and payment pages with their code, none for tracking', () => {
    expect(routePreloads(manifest, '/payment/ghost-eshop-pro').data).toEqual(['/api/settings']);
    expect(routePreloads(manifest, '/track/GHOST-1-ABC').data).toEqual([]);
    const html = '<html><head></head></html>';
    expect(withPreloads(html, { scripts: [], styles: [], data: ['/api/settings'] })).toBe(
      '<html><head><link rel="preload" as="fetch" crossorigin="anonymous" href="/api/settings"></head></html>',
    );
  });

  it('puts the links at the end of the head, and leaves a page without preloads as it is', () => {
    const html = '<html><head><title>app</title></head><body></body></html>';
    expect(withPreloads(html, { scripts: ['/assets/a.js'], styles: ['/assets/a.css'] })).toBe(
      '<html><head><title>app</title><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="preload" as="style" href="/assets/a.css"></head><body></body></html>',
    );
    expect(withPreloads(html, { scripts: [], styles: [] })).toBe(html);
  });

  it('applies the styles of a page rendered on the server, and fetches no data its HTML holds', () => {
    const html = '<html><head><title>app</title></head><body></body></html>';
    expect(
      withPreloads(
        html,
        { scripts: ['/assets/a.js'], styles: ['/assets/a.css'], data: ['/api/pricing/all'] },
        true,
      ),
    ).toBe(
      '<html><head><title>app</title><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/a.css"></head><body></body></html>',
    );
  });
});
