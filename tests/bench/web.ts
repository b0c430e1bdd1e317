// The web app's budgets (issues 12 and 13): the JavaScript each route loads (gzip), that public
// pages load no admin code, Lighthouse scores (mobile settings) and, over 100,000 payments, how
// fast the Payment Validation list answers a filter or search change on screen. Run after
// `npm run build`: `npm run bench:web`.
import { cpus, totalmem } from 'node:os';
import { launchChromium } from '../support/browser.js';
import { startWebPortal } from '../support/web-portal.js';
import { signedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import { lighthouseScores, type LighthouseScores } from './web/lighthouse-scores.js';
import { adminListSpeed } from './web/admin-list-speed.js';
import { gzipSize, weighRoute, type RouteWeight } from './web/route-weights.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const listTransactions = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return `median ${at(0.5).toFixed(0)} ms, worst ${Math.max(...sorted).toFixed(0)} ms (${sorted.length} changes)`;
};

const publicRoutes = ['/', '/pricing', '/payment/ghost-eshop-pro', '/payment/donation', '/track'];
const adminRoutes = ['/admin', '/admin/dashboard', '/admin/transactions'];

const weights: RouteWeight[] = [];
const scores: LighthouseScores[] = [];

const portal = await startWebPortal();
const browser = await launchChromium();
try {
  const admin = await signedInAdmin(portal, 'super_admin');
  const me = await request(portal.url, 'GET', '/api/auth/me', undefined, admin.headers);
  const session = { admin_token: admin.token, admin_token_expires_at: String(me.body.expiresAt) };

  for (const path of publicRoutes) weights.push(await weighRoute(browser, portal.url, path));
  const signIn = await weighRoute(browser, portal.url, '/admin');
  const entry = weights[0]?.files ?? [];
  weights.push(signIn);
  for (const path of adminRoutes.slice(1)) {
    weights.push(await weighRoute(browser, portal.url, path, session));
  }
  const speed = await adminListSpeed(browser, listTransactions);
  await browser.close();

  for (const path of ['/', '/pricing', '/payment/ghost-eshop-pro', '/track']) {
    scores.push(await lighthouseScores(portal.url, path));
  }
  scores.push(await lighthouseScores(portal.url, '/admin'));
  for (const path of adminRoutes.slice(1)) {
    scores.push(await lighthouseScores(portal.url, path, session));
  }

  // The admin panel's entry: what its sign-in page loads beyond the app every page shares.
  const adminEntry = signIn.files
    .filter((file) => !entry.includes(file))
    .reduce((sum, file) => sum + gzipSize(file), 0);

  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
  );
  console.log('| route | JavaScript loaded (gzip) | files | budget | admin code loaded |');
  console.log('|---|---|---|---|---|');
  for (const weight of weights) {
    const budget =
      weight.path === '/' ? '≤ 130 KB' : weight.path.startsWith('/admin') ? '' : '≤ 170 KB';
    const admin = weight.path.startsWith('/admin') ? '' : weight.adminLoaded.join(', ') || 'none';
    console.log(
      `| ${weight.path} | ${kb(weight.javascript)} | ${weight.files.length} | ${budget} | ${admin} |`,
    );
  }
  console.log(
    `| admin entry (sign-in page beyond the shared app) | ${kb(adminEntry)} | | ≤ 200 KB | |`,
  );
  console.log(
    `\n| Payment Validation over ${listTransactions.toLocaleString('en')} payments | time to the new list on screen | budget |`,
  );
  console.log('|---|---|---|');
  console.log(`| filter change | ${ms(speed.filter)} | median ≤ 100 ms |`);
  console.log(`| search (Enter; after the first) | ${ms(speed.search)} | ≤ 300 ms |`);
  console.log(
    `| first search after a start (the server builds its search index) | ${speed.firstSearch.toFixed(0)} ms | |`,
  );
  console.log(
    '\n| page | performance (median run) | every run | accessibility | best practices | LCP | TBT | failed audits |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const result of scores) {
    console.log(
      `| ${result.path} | ${result.performance} | ${result.performanceRuns.join(', ')} | ${result.accessibility} | ${result.bestPractices} | ${result.lcp} ms | ${result.tbt} ms | ${result.failed.join(', ') || 'none'} |`,
    );
  }
} finally {
  await portal.destroy();
}
