import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePath, readyPath } from '@ghost/events/http';
import { openApiDocumentSchema, type OpenApiDocument } from '@ghost/events/openapi';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { openStream } from '../support/event-stream.js';
import { request } from '../support/http.js';
import {
  asDocumented,
  documentSchemas,
  operationsOf,
  type DocumentedOperation,
} from '../support/openapi-document.js';
import { cryptoSubscription, openCardPayment } from '../support/payment-requests.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { principals, roleMatrix } from './role-matrix.rows.js';

let portal: TestPortal;
let document: OpenApiDocument;
let operations: DocumentedOperation[];
let schemaErrors: ReturnType<typeof documentSchemas>;
let boss: SignedInAdmin;
let admin: SignedInAdmin;

beforeAll(async () => {
  portal = await startTestPortal();
  const served = await request(portal.url, 'GET', '/api/openapi.json');
  expect(served.status).toBe(200);
  document = served.body as OpenApiDocument;
  operations = operationsOf(document);
  schemaErrors = documentSchemas(document);
  boss = await signedInAdmin(portal, 'super_admin');
  admin = await signedInAdmin(portal, 'admin');
});
afterAll(async () => {
  await portal.destroy();
});

const operationOf = (route: string): DocumentedOperation => {
  const found = operations.find((operation) => operation.route === route);
  if (!found) throw new Error(`${route} is not in the OpenAPI document`);
  return found;
};

const whereToAdd =
  "add an operation to its area's list in events/src/contract/openapi/ (see index.ts there)";

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(openApiDocumentSchema.safeParse(document).error?.issues ?? []).toEqual([]);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors, 'the validator of @readme/openapi-parser').toEqual(
      [],
    );
    expect(result.warnings).toEqual([]);
  });

  for (const service of ['command', 'query'] as const) {
    it(`describes every route the ${service} service registers, and none it does not`, () => {
      const registered = registeredRoutes(portal.services[service]).map(asDocumented);
      const documented = operations
        .filter((operation) => operation.service === service)
        .map((operation) => operation.route);
      expect(
        registered.filter((route) => !documented.includes(route)),
        `routes the ${service} service registers that the document lacks: ${whereToAdd}`,
      ).toEqual([]);
      expect(
        documented.filter((route) => !registered.includes(route)),
        `operations of the document (x-service: ${service}) that the ${service} service does not register`,
      ).toEqual([]);
    });
  }

  it("describes every process's health answers, and nothing else outside the services", () => {
    expect(
      operations
        .filter((operation) => operation.service === 'every process')
        .map((operation) => operation.route)
        .sort(),
    ).toEqual([`GET ${livePath}`, `GET ${readyPath}`]);
    expect(new Set(operations.map((operation) => operation.service))).toEqual(
      new Set(['command', 'query', 'every process']),
    );
  });

  it('documents every refusal the role matrix expects, with its status', () => {
    const undocumented = roleMatrix.flatMap((row) =>
      principals.flatMap((kind) => {
        const [status, code] = row.expect[kind].split(' ');
        if (code === undefined || status === undefined) return [];
        const route = asDocumented(`${row.method} ${row.route}`);
        const schema = operationOf(route).responses[status]?.content?.['application/json']?.schema;
        const body = { error: { code, message: 'refused' } };
        return schema && schemaErrors(schema, body).length === 0
          ? []
          : [`${route}: ${status} ${code}`];
      }),
    );
    expect([...new Set(undocumented)], 'error codes the document does not list').toEqual([]);
  });
});

type Answer = Awaited<ReturnType<typeof request>>;

/** The answer's status, media and body are what the document says the route answers. */
const expectDocumented = (route: string, answer: Answer) => {
  const response = operationOf(route).responses[String(answer.status)];
  expect(
    response,
    `${route} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
  ).toBeDefined();
  const media = (answer.headers.get('content-type') ?? '').split(';')[0] ?? '';
  const content = response?.content?.[media];
  expect(content, `${route} answered ${media}`).toBeDefined();
  if (media === 'application/json') {
    expect(schemaErrors(content?.schema ?? {}, answer.body), `${route} ${answer.status}`).toEqual(
      [],
    );
  }
};

describe("real answers match the document's schemas", () => {
  const anonymous = (method: string, path: string, body?: unknown) =>
    request(portal.url, method, path, body);
  const as = (who: SignedInAdmin, method: string, path: string, body?: unknown) =>
    request(portal.url, method, path, body, who.headers);

  it('a submission, its tracking view, the admin list and detail, a verification', async () => {
    const submitted = await anonymous('POST', '/api/transactions', cryptoSubscription());
    expectDocumented('POST /api/transactions', submitted);
    const paymentId = String(submitted.body.paymentId);
    const readAt = { ...boss.headers, 'x-log-position': String(submitted.body.position) };
    expectDocumented(
      'GET /api/transactions/track/{paymentId}',
      await anonymous('GET', `/api/transactions/track/${paymentId}`),
    );
    expectDocumented(
      'GET /api/transactions',
      await request(portal.url, 'GET', '/api/transactions?limit=10', undefined, readAt),
    );
    expectDocumented(
      'GET /api/transactions/{id}',
      await as(boss, 'GET', `/api/transactions/${paymentId}`),
    );
    expectDocumented(
      'POST /api/transactions/{id}/verify-payment',
      await as(admin, 'POST', `/api/transactions/${paymentId}/verify-payment`, {}),
    );
  });

  it('a card wallet and the card queue', async () => {
    await openCardPayment(portal.url);
    expectDocumented(
      'GET /api/transactions/card-payments/awaiting',
      await as(admin, 'GET', '/api/transactions/card-payments/awaiting'),
    );
  });

  it('the stats, the users and the signed-in account', async () => {
    for (const path of [
      '/api/transactions/stats/summary',
      '/api/transactions/stats/period',
      '/api/transactions/stats/revenue',
      '/api/transactions/recent/list',
      '/api/users',
      '/api/auth/me',
    ]) {
      expectDocumented(`GET ${path}`, await as(admin, 'GET', path));
    }
  });

  it('the settings to anyone and to a super admin, and the price lists', async () => {
    expectDocumented('GET /api/settings', await anonymous('GET', '/api/settings'));
    expectDocumented('GET /api/settings', await as(boss, 'GET', '/api/settings'));
    expectDocumented('GET /api/pricing/all', await anonymous('GET', '/api/pricing/all'));
    expectDocumented(
      'GET /api/pricing/category/{category}/type/{type}/region/{region}',
      await anonymous('GET', '/api/pricing/category/ghost-eshop-pro/type/nintendo-eshop/region/us'),
    );
    expectDocumented(
      'GET /api/pricing/meta/regions',
      await anonymous('GET', '/api/pricing/meta/regions?payment_type=nintendo-eshop'),
    );
  });

  it('the health answers, this document and its page', async () => {
    for (const route of ['/api/health', livePath, readyPath, '/api/openapi.json', '/api/docs']) {
      expectDocumented(`GET ${route}`, await anonymous('GET', route));
    }
    expectDocumented(
      'GET /api/docs/{file}',
      await anonymous('GET', '/api/docs/swagger-ui-bundle.js'),
    );
    expectDocumented('GET /api/docs/{file}', await anonymous('GET', '/api/docs/swagger-ui.css'));
  });

  it("a payment's live stream: its change events", async () => {
    const submitted = await anonymous('POST', '/api/transactions', cryptoSubscription());
    const stream = await openStream(portal.url, `/api/live/payments/${submitted.body.paymentId}`);
    try {
      const change = await stream.next(5_000);
      const content = operationOf('GET /api/live/payments/{paymentId}').responses['200']?.content;
      const changeSchema = content?.['text/event-stream']?.['x-events']?.change;
      expect(change.event).toBe('change');
      expect(schemaErrors(changeSchema, change.data)).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('refusals: a bad input, an unknown payment, no session, a role short, an unknown file', async () => {
    expectDocumented('GET /api/transactions', await as(admin, 'GET', '/api/transactions?limit=15'));
    expectDocumented(
      'GET /api/transactions/track/{paymentId}',
      await anonymous('GET', '/api/transactions/track/GHOST-1700000000000-NOSUCHPAYMENT0000000000'),
    );
    expectDocumented('GET /api/users', await anonymous('GET', '/api/users'));
    expectDocumented(
      'PUT /api/settings',
      await as(admin, 'PUT', '/api/settings', { notifications_failure: 'true' }),
    );
    expectDocumented('GET /api/docs/{file}', await anonymous('GET', '/api/docs/index.html'));
  });
});
