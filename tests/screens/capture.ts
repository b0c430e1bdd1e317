// Screenshots of every screen and state: `npm run screens -- [filter] [--langs en,de,ja]
// [--widths 360,1280] [--schemes light,dark] [--out DIR]`. Scenarios live in scenarios/*.ts, one
// file per area, each exporting `scenarios`. The PNGs (default /tmp/screens) are for looking at.
import { mkdirSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchChromium } from '../support/browser.js';
import { openPage, watchNetwork } from '../support/pages.js';
import { startWebPortal } from '../support/web-portal.js';
import { keepDemoSessionsAlive, prepareDemo } from './demo.js';
import type { Scenario } from './scenario.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    langs: { type: 'string', default: 'en,de' },
    widths: { type: 'string', default: '360,1280' },
    schemes: { type: 'string', default: 'light,dark' },
    out: { type: 'string', default: process.env.SCREENS_DIR ?? '/tmp/screens' },
  },
});
const list = (text: string) => text.split(',').filter(Boolean);
const filter = positionals[0];

const scenarioFiles = readdirSync(new URL('./scenarios/', import.meta.url)).filter((file) =>
  file.endsWith('.ts'),
);
const scenarios: Scenario[] = [];
for (const file of scenarioFiles) {
  const module = (await import(`./scenarios/${file}`)) as { scenarios: Scenario[] };
  scenarios.push(...module.scenarios);
}
// Several filters, comma-separated, take every scenario any of them matches.
const filters = list(filter ?? '');
const chosen = scenarios.filter(
  (scenario) => filters.length === 0 || filters.some((part) => scenario.name.includes(part)),
);
if (chosen.length === 0) throw new Error(`No scenario matches "${filter ?? ''}"`);

mkdirSync(values.out, { recursive: true });
const portal = await startWebPortal();
const browser = await launchChromium();
let stopKeepingAlive: (() => void) | null = null;
try {
  const demo = await prepareDemo(portal);
  stopKeepingAlive = keepDemoSessionsAlive(demo);
  for (const scenario of chosen) {
    for (const language of list(values.langs)) {
      for (const scheme of list(values.schemes) as ('light' | 'dark')[]) {
        for (const width of list(values.widths).map(Number)) {
          const session =
            scenario.signedIn === 'super_admin'
              ? demo.superAdmin
              : scenario.signedIn === 'admin'
                ? demo.admin
                : undefined;
          const opened = await openPage(browser, {
            width,
            height: width < 600 ? 780 : 900,
            colorScheme: scheme,
            locale: language,
            storage: { i18n_language: language, ...session?.storage },
            ...(scenario.javaScript === false && { javaScript: false }),
          });
          const path = typeof scenario.path === 'string' ? scenario.path : scenario.path(demo);
          const network = watchNetwork(opened.page);
          await opened.page.goto(`${portal.url}${path}`, { waitUntil: 'load' });
          await network.settled();
          await scenario.prepare?.(opened.page, demo);
          if (!scenario.holdsARequest) await network.settled();
          const file = `${values.out}/${scenario.name}--${language}-${scheme}-${width}.png`;
          // A whole page is taken from its top, so a sticky header sits where it belongs.
          if (!scenario.viewportOnly) {
            await opened.page.evaluate(() => {
              window.scrollTo(0, 0);
            });
          }
          await opened.page.screenshot({ path: file, fullPage: !scenario.viewportOnly });
          if (opened.problems.length > 0) console.warn(file, opened.problems);
          await opened.close();
          console.log(file);
        }
      }
    }
  }
} finally {
  stopKeepingAlive?.();
  await browser.close();
  await portal.destroy();
}
