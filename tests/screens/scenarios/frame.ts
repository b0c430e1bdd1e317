import type { Scenario } from '../scenario.js';

export const scenarios: Scenario[] = [{ name: 'not-found', path: '/no-such-page' }];
