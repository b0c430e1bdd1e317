import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { widthProblems } from '../support/fits-screen.js';

/**
 * The check the long-translation specs rely on, against pages written for it (no portal): it
 * must find what does not fit a 360 px phone, and nothing on a page that wraps its text.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
});

const problemsOf = async (html: string) => {
  const page = await browser.newPage({ viewport: { width: 360, height: 700 } });
  await page.setContent(
    `<!doctype html><html lang="de"><body style="margin:0">${html}</body></html>`,
  );
  const problems = await widthProblems(page);
  await page.close();
  return problems;
};

describe('finding what does not fit a phone', () => {
  it('finds a word that runs past the right edge and makes the page scroll sideways', async () => {
    const problems = await problemsOf('<h1>Zahlungsverifizierungsübersichtsseite</h1>');
    expect(problems).toContainEqual(expect.stringMatching(/^the page is \d+ px wide/));
    expect(problems).toContainEqual(
      expect.stringMatching(/^<h1> “Zahlungsverifizierungsübersichtsseite” runs past/),
    );
  });

  it('finds a word too long for its grid column, running under the next one', async () => {
    const problems = await problemsOf(
      '<div style="display:grid;grid-template-columns:minmax(0,1fr) 300px"><span style="min-width:0">Procesamiento seguro</span><a href="/track">Seguimiento del pago</a></div>',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^<span> “Procesamiento seguro” (spills out of its box|lies under)/),
    );
  });

  it('finds a brand whose box is wider than its grid column, under the menu beside it', async () => {
    const problems = await problemsOf(
      '<header style="display:grid;grid-template-columns:minmax(0,1fr) 300px"><a href="/" style="justify-self:start;display:inline-flex"><span style="min-width:0">Ghost Payments</span></a><select aria-label="Sprache" style="width:300px"><option>Español</option></select></header>',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^<span> “Ghost Payments” lies under <select>/),
    );
  });

  it('finds a text its box cuts off with an ellipsis', async () => {
    const problems = await problemsOf(
      '<p style="width:200px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">Ungespeicherte Änderungen: Allgemeine Einstellungen</p>',
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^<p> “Ungespeicherte Änderungen: Allgemeine Einstellungen” is clipped/,
      ),
    ]);
  });

  it('leaves out wrapped text, visually hidden labels and what scrolls on purpose', async () => {
    const problems = await problemsOf(
      [
        '<p>Ein langer Satz, der am Rand des Bildschirms umbricht, wie ein Absatz es soll.</p>',
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">Eine Beschriftung nur für Screenreader, viel breiter als ihr Kasten</span>',
        '<div style="overflow-x:auto;width:300px"><p style="white-space:nowrap;width:900px">Eine Tabelle, die seitlich scrollen darf</p></div>',
      ].join(''),
    );
    expect(problems).toEqual([]);
  });
});
