import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardWalletRequestSchema,
  changePasswordRequestSchema,
  stepUpRequestSchema,
  codeRequestSchema,
  createUserRequestSchema,
  emptyBodySchema,
  errorCatalogue,
  listQuerySchema,
  liveAdminQuerySchema,
  loginRequestSchema,
  newPriceSchema,
  noQuerySchema,
  notesBodySchema,
  priceChangeSchema,
  queueQuerySchema,
  reasonBodySchema,
  recentQuerySchema,
  revenueByDayQuerySchema,
  settingsUpdateSchema,
  statusBodySchema,
  submissionRequestSchema,
  updateUserRequestSchema,
} from '@ghost/events/contract';
import type { z } from 'zod';
import { createTestAdmin, signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { roleMatrix } from './role-matrix.rows.js';
import { request } from '../support/http.js';
import {
  cardWallet,
  cryptoDonation,
  cryptoSubscription,
  giftCardSubscription,
  openCardPayment,
  voucherSubscription,
} from '../support/payment-requests.js';
import { arbitraryFromSchema, mutationOf } from '../support/schema-arbitrary.js';
import { newPaymentId, startTestPortal, type TestPortal } from '../support/test-portal.js';

/** Runs per endpoint: about a minute in all for the fifty endpoints of both services. */
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 60);

/** What no answer may show: a stack frame, a source path, a driver's or validator's internals. */
const internalDetail =
  /\n\s+at |\bat \S+ \(|node_modules|\.ts:\d+|\/(work|home|tmp|usr|app)\/|SQLITE_|ZodError|TypeError|ReferenceError|\[object Object\]/;

/**
 * The refusals the log records on purpose (an audit trail of sign-in attempts, recorded before
 * they are judged, failed sign-ins, codes, callbacks),
 * and the signed checkpoints of the log's head, which the portal writes by itself at any moment.
 */
const recordedRefusals = new Set([
  'AdminSignInAttempted',
  'AdminSignInFailed',
  'TwoFactorCodeRejected',
  'AdminPasswordCheckFailed',
  'CardCallbackRejected',
  'LogCheckpointSigned',
]);

type Body = { json: unknown } | { raw: string } | null;

/** Bodies that are not JSON, or JSON that tries its luck with prototypes and depth. */
const rawBodies = fc.constantFrom(
  '{',
  '[1,',
  'null',
  '"text"',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  JSON.stringify({ a: 'x'.repeat(70_000) }),
);

/** Bodies for an endpoint: generated from its schema, mutations of valid ones, and raw text. */
const bodiesFrom = (schema: z.ZodType, valid?: fc.Arbitrary<unknown>): fc.Arbitrary<Body> => {
  const generated = arbitraryFromSchema(schema);
  return fc.oneof(
    ...(valid ? [{ arbitrary: valid.map((json) => ({ json })), weight: 1 }] : []),
    { arbitrary: generated.map((json) => ({ json })), weight: 4 },
    {
      arbitrary: mutationOf(valid ? fc.oneof(valid, generated) : generated).map((json) => ({
        json,
      })),
      weight: 3,
    },
    { arbitrary: rawBodies.map((raw) => ({ raw })), weight: 1 },
  );
};

const anyQuery = fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), {
  maxKeys: 3,
});
const queriesFrom = (schema: z.ZodType) =>
  fc.oneof<fc.Arbitrary<unknown>[]>(
    arbitraryFromSchema(schema),
    mutationOf(arbitraryFromSchema(schema)),
    anyQuery,
  );

interface Endpoint {
  body?: fc.Arbitrary<Body>;
  query?: fc.Arbitrary<unknown>;
  /** Called by nobody signed in: the call would end the fuzzing admin's session. */
  anonymousOnly?: boolean;
}

const valid = (...makers: (() => unknown)[]) => fc.constantFrom(...makers).map((make) => make());

/** The request schema of each endpoint that reads a body or a query string. */
const endpoints: Record<string, Endpoint> = {
  'POST /api/transactions': {
    body: bodiesFrom(
      submissionRequestSchema,
      valid(cryptoDonation, cryptoSubscription, giftCardSubscription, voucherSubscription),
    ),
  },
  'POST /api/payments/card/create-wallet': {
    body: bodiesFrom(cardWalletRequestSchema, valid(cardWallet)),
  },
  'POST /api/transactions/:id/verify-payment': { body: bodiesFrom(notesBodySchema) },
  'POST /api/transactions/:id/mark-failed': { body: bodiesFrom(reasonBodySchema) },
  'POST /api/transactions/:id/update-subscription': { body: bodiesFrom(notesBodySchema) },
  'POST /api/transactions/:id/force-verify-card': { body: bodiesFrom(notesBodySchema) },
  'POST /api/transactions/:id/mark-card-failed': { body: bodiesFrom(reasonBodySchema) },
  'PATCH /api/transactions/:id/status': { body: bodiesFrom(statusBodySchema) },
  'POST /api/payments/card/paygate-verify/:id': { body: bodiesFrom(emptyBodySchema) },
  'POST /api/payments/check-subscription-status/:id': { body: bodiesFrom(emptyBodySchema) },
  'PUT /api/settings': { body: bodiesFrom(settingsUpdateSchema) },
  'PUT /api/pricing/bulk/update': { body: bodiesFrom(priceChangeSchema.array()) },
  'POST /api/pricing': { body: bodiesFrom(newPriceSchema) },
  'PUT /api/pricing/:id': { body: bodiesFrom(priceChangeSchema) },
  'POST /api/auth/login': { body: bodiesFrom(loginRequestSchema) },
  'POST /api/auth/logout': { anonymousOnly: true },
  'POST /api/auth/change-password': { body: bodiesFrom(changePasswordRequestSchema) },
  'POST /api/auth/step-up': { body: bodiesFrom(stepUpRequestSchema) },
  'POST /api/auth/2fa/enable': { body: bodiesFrom(codeRequestSchema) },
  'POST /api/auth/2fa/verify': { body: bodiesFrom(codeRequestSchema) },
  'POST /api/auth/2fa/disable': { body: bodiesFrom(codeRequestSchema) },
  'POST /api/users': { body: bodiesFrom(createUserRequestSchema) },
  'PUT /api/users/:id': { body: bodiesFrom(updateUserRequestSchema) },
  'GET /api/transactions/stats/summary': { query: queriesFrom(noQuerySchema) },
  'GET /api/transactions/stats/revenue': { query: queriesFrom(revenueByDayQuerySchema) },
  'GET /api/transactions/card-payments/awaiting': { query: queriesFrom(queueQuerySchema) },
  'GET /api/transactions': { query: queriesFrom(listQuerySchema) },
  'GET /api/transactions/recent/list': { query: queriesFrom(recentQuerySchema) },
  'GET /api/live/admin': { query: queriesFrom(liveAdminQuerySchema) },
};

/** Every endpoint of both services, as the role matrix lists them (its coverage test holds it whole). */
const routes = [...new Set(roleMatrix.map((row) => `${row.method} ${row.route}`))];

/** The classes of status the fuzzing got (2 for 2xx...): it must reach past the validation. */
const seen = new Set<number>();

let portal: TestPortal;
let admin: SignedInAdmin;
/** Real payments, accounts and price entries for the path parameters, beside made-up ones. */
let known: string[];
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await signedInAdmin(portal, 'super_admin');
  const other = await createTestAdmin(portal);
  const submitted = await request(portal.url, 'POST', '/api/transactions', cryptoSubscription());
  const card = await openCardPayment(portal.url);
  const prices = await request(portal.url, 'GET', '/api/pricing/all');
  known = [
    String(submitted.body.paymentId),
    card.paymentId,
    other.userId,
    ...(prices.body as { id: string }[]).slice(0, 3).map((price) => price.id),
    'ghost-eshop-pro',
    'nintendo-eshop',
    'europe',
  ];
});
afterAll(async () => {
  await portal.destroy();
});

const parameter = () =>
  fc.oneof(
    fc.constantFrom(...known),
    fc.constant(newPaymentId()),
    fc.stringMatching(/^GHOST-\d{10,16}-[A-Z0-9]{16,40}$/),
    fc.string({ maxLength: 300, unit: 'grapheme' }),
    fc.constantFrom('..', '%', '0', '-1', 'null', 'undefined', '__proto__', 'constructor'),
  );

const pathOf = (route: string, values: string[]) => {
  let next = 0;
  return route.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(values[next++] ?? ''));
};

const queryOf = (query: unknown): string => {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** One call, its status and its text (a stream's answer is not read past its headers). */
const call = async (method: string, path: string, body: Body, signedIn: boolean) => {
  const headers: Record<string, string> = signedIn ? { ...admin.headers } : {};
  const init: RequestInit = { method, headers, signal: AbortSignal.timeout(10_000) };
  if (body && method !== 'GET') {
    init.body = 'raw' in body ? body.raw : JSON.stringify(body.json);
    headers['content-type'] = 'application/json';
  }
  const answer = await fetch(`${portal.url}${path}`, init);
  if ((answer.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await answer.body?.cancel();
    return { status: answer.status, text: '' };
  }
  return { status: answer.status, text: await answer.text() };
};

describe('fuzzing every endpoint of both services', () => {
  it('has a schema for no endpoint the services do not serve', () => {
    expect(Object.keys(endpoints).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(routes)(
    '%s: never a 5xx or an internal detail, and a refusal writes nothing',
    async (route) => {
      const [method = 'GET', template = '/'] = route.split(' ');
      const endpoint = endpoints[route] ?? {};
      const parameters = (template.match(/:[a-zA-Z]+/g) ?? []).map(parameter);
      const input = fc.record({
        signedIn: endpoint.anonymousOnly ? fc.constant(false) : fc.boolean(),
        values: fc.tuple(...parameters),
        query: endpoint.query ?? fc.oneof(fc.constant({}), anyQuery),
        body:
          endpoint.body ??
          fc.oneof(
            fc.constant(null),
            rawBodies.map((raw) => ({ raw })),
          ),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ signedIn, values, query, body }) => {
          const path = `${pathOf(template, values)}${queryOf(query)}`;
          const before = await portal.eventStore.headPosition();
          const answer = await call(method, path, body, signedIn);
          expect(answer.status, path).toBeLessThan(500);
          expect(answer.text, path).not.toMatch(internalDetail);
          seen.add(Math.floor(answer.status / 100));
          if (answer.status < 400) {
            await portal.outboxes.settled();
            return;
          }
          // Node's own HTTP parser refuses some requests (431 for a URL over 16 KB) with no body.
          const code =
            answer.text === ''
              ? `HTTP ${answer.status}`
              : (JSON.parse(answer.text) as { error: { code: string } }).error.code;
          if (answer.text !== '') expect(Object.keys(errorCatalogue), path).toContain(code);
          const written = await portal.eventStore.readAll(before, 100);
          expect(
            written.map((event) => event.type).filter((type) => !recordedRefusals.has(type)),
            `${path}: a refusal (${code}) wrote`,
          ).toEqual([]);
        }),
        { numRuns: runsPerEndpoint },
      );
    },
    120_000,
  );

  it('got accepted requests as well as refused ones', () => {
    expect([...seen].sort()).toEqual([2, 4]);
  });
});
