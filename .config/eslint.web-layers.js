// The web app's import direction (bulletproof-react): app → routes → features → shared code.
// The browser imports only the browser-safe contract of events/ and no Node module; a feature
// never imports another feature; shared code (components, hooks, lib, config, i18n) imports no
// feature, route or app module. Imports that climb two folders or more use the @/ alias, so the
// rules below see every crossing.
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';

const webSrc = new URL('../web/src/', import.meta.url);
const featuresDir = new URL('features/', webSrc);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const browserOnly = [
  {
    regex: '^@ghost/(?!events/contract$)',
    message: 'the browser imports only @ghost/events/contract (schemas, types, constants, codes)',
  },
  { group: ['node:*'], message: 'the browser cannot use Node modules' },
  {
    regex: '^\\.\\./\\.\\./',
    message: 'climb at most one folder with a relative import; use the @/ alias beyond',
  },
];

const forbid = (regex, message) => ({ regex, message });
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...browserOnly, ...patterns] }],
});

const browserCode = ['web/src/**/*.{ts,tsx}'];
const notServer = ['web/src/server/**', 'web/src/**/*.spec.ts'];

export const webLayers = () => [
  {
    files: browserCode,
    ignores: notServer,
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict([]),
  },
  {
    files: ['web/src/{components,hooks,lib,config,i18n,styles}/**/*.{ts,tsx}'],
    ignores: notServer,
    rules: restrict([
      forbid(
        '^@/(features|routes|app)(/|$)',
        'shared code imports no feature, route or app module',
      ),
    ]),
  },
  {
    files: ['web/src/routes/**/*.{ts,tsx}'],
    rules: restrict([
      forbid('^@/(app|routes)(/|$)', 'a route imports features and shared code only'),
    ]),
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      forbid(
        `^@/features/(?!${feature}(/|$))`,
        `the ${feature} feature imports no other feature (move what both need to shared code)`,
      ),
      forbid('^@/(routes|app)(/|$)', 'a feature imports no route or app module'),
    ]),
  })),
];
