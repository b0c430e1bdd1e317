import { errorCatalogue, type ErrorCode } from '../../errors/codes.js';
import { apiAreas } from './areas.js';
import type { OpenApiDocument } from './document-shape.js';
import { errorBodySchema, errorsByStatus, errorsOf } from './error-answers.js';
import type { Access, Answer, Operation } from './operation.js';
import { SchemaComponents, inlineSchema, type JsonSchema } from './schema-components.js';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const bearer = 'bearerAuth';

/** The headers that go with a service's calls (events/README.md: read-your-writes, idempotency). */
const sharedParameters = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Any write sent with a key happens at most once: a retry gets the first answer back. The ' +
      'same key with another request is 422 IDEMPOTENCY_KEY_REUSED; while the first is under ' +
      'way, 409 IDEMPOTENCY_KEY_IN_USE.',
    schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
  },
  LogPosition: {
    name: 'X-Log-Position',
    in: 'header',
    required: false,
    description:
      "A write's `X-Log-Position`: the answer waits (2 s at most) for the read models to reach it.",
    schema: { type: 'string', pattern: '^\\d+$' },
  },
};

const sharedHeaders = {
  LogPosition: {
    description: "The log position of the command's last event: send it back on a read.",
    schema: { type: 'string' },
  },
  CaughtUp: {
    description: 'Whether the read models reached the `X-Log-Position` sent (absent without one).',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'string' },
  },
};

const whoMayCall = (access: Access): string => {
  if (access.who === 'anyone') {
    return 'moreTo' in access ? `**Who:** anyone. ${access.more}` : '**Who:** anyone.';
  }
  const twoFactor = access.beforeTwoFactor ? 'two-factor not needed' : 'with two-factor on';
  const oneTime = access.whilePasswordMustChange ? '; a one-time password still to change too' : '';
  return `**Who:** a session of ${access.roles.join(', ')} (${twoFactor}${oneTime}).`;
};

const securityOf = (access: Access) => {
  if (access.who === 'signed in') return [{ [bearer]: [...access.roles] }];
  // A session is optional: it changes the answer.
  return 'moreTo' in access ? [{}, { [bearer]: [...access.moreTo] }] : [];
};

const parametersOf = (op: Operation) => [
  ...Object.entries(op.params ?? {}).map(([name, parameter]) => ({
    name,
    in: 'path',
    required: true,
    description: parameter.description,
    schema: inlineSchema(parameter.schema, 'input'),
  })),
  ...queryParameters(op),
  ...(op.service === 'command' && op.method !== 'GET'
    ? [{ $ref: '#/components/parameters/IdempotencyKey' }]
    : []),
  ...(op.service === 'query' ? [{ $ref: '#/components/parameters/LogPosition' }] : []),
];

const queryParameters = (op: Operation) => {
  if (!op.query) return [];
  const query = inlineSchema(op.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
};

/** What a success answer carries besides its body: the log position, or whether reads caught up. */
const answerHeadersOf = (op: Operation, status: number) => {
  if (status >= 400) return {};
  if (op.service === 'command')
    return { 'X-Log-Position': { $ref: '#/components/headers/LogPosition' } };
  if (op.service === 'query') return { 'X-Caught-Up': { $ref: '#/components/headers/CaughtUp' } };
  return {};
};

interface MediaType {
  schema: unknown;
  examples?: unknown;
  /** An event stream's events, each with its data's schema. */
  'x-events'?: Record<string, unknown>;
}
type Content = Record<string, MediaType>;

interface Response {
  description: string;
  headers: Record<string, unknown>;
  content: Content;
}

/** One answer of an operation's own, as its media. */
const contentOf = (answer: Answer, op: Operation, components: SchemaComponents): Content => {
  const name = `${pascal(op.id)}Answer`;
  if ('json' in answer) {
    return { 'application/json': { schema: components.ref(answer.json, 'output', name) } };
  }
  if ('events' in answer) {
    const change = components.ref(answer.events.change, 'output', `${name}Change`);
    return {
      'text/event-stream': {
        schema: {
          type: 'string',
          description:
            `Server-Sent Events: \`change\`, its data JSON (${change.$ref.split('/').pop()}), ` +
            'as many as there are changes; `end` when nothing more will come.',
        },
        'x-events': { change },
      },
    };
  }
  return Object.fromEntries(answer.text.map((media) => [media, { schema: { type: 'string' } }]));
};

/** The error answers of a status: the codes with their messages, and the body with its code. */
const errorContent = (codes: readonly ErrorCode[], components: SchemaComponents) => ({
  description: codes.map((code) => `\`${code}\`: ${errorCatalogue[code].message}`).join('\n\n'),
  schema: {
    allOf: [
      components.ref(errorBodySchema, 'output', 'ErrorBody'),
      { properties: { error: { properties: { code: { enum: codes } } } } },
    ],
  },
  examples: Object.fromEntries(
    codes.map((code) => [
      code,
      { value: { error: { code, message: errorCatalogue[code].message } } },
    ]),
  ),
});

/** An operation's answers by status: its own, then its errors (a status may hold both). */
const responsesOf = (op: Operation, components: SchemaComponents) => {
  const responses = new Map<number, Response>();
  for (const answer of op.answers) {
    const known = responses.get(answer.status);
    responses.set(answer.status, {
      description: known ? `${known.description} ${answer.description}` : answer.description,
      headers: answerHeadersOf(op, answer.status),
      content: { ...known?.content, ...contentOf(answer, op, components) },
    });
  }
  for (const [status, codes] of errorsByStatus(errorsOf(op))) {
    const error = errorContent(codes, components);
    const known = responses.get(status);
    const json = known?.content['application/json'];
    responses.set(status, {
      description: known ? `${known.description}\n\n${error.description}` : error.description,
      headers:
        status === 429
          ? { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }
          : (known?.headers ?? {}),
      content: {
        ...known?.content,
        'application/json': json
          ? { schema: { anyOf: [json.schema, error.schema] } }
          : { schema: error.schema, examples: error.examples },
      },
    });
  }
  return Object.fromEntries(
    [...responses]
      .sort(([a], [b]) => a - b)
      .map(([status, { headers, ...response }]) => [
        String(status),
        Object.keys(headers).length > 0 ? { ...response, headers } : response,
      ]),
  );
};

const requestBodyOf = (op: Operation, components: SchemaComponents) =>
  op.body && op.body !== 'none'
    ? {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: components.ref(op.body, 'input', `${pascal(op.id)}Request`),
            },
          },
        },
      }
    : {};

/**
 * The OpenAPI 3.1 document of the operations: paths, each operation's parameters, body, answers
 * and errors, the schemas from the contract's zod schemas, the bearer sessions and their roles.
 */
export const buildOpenApiDocument = (operations: readonly Operation[]): OpenApiDocument => {
  const components = new SchemaComponents();
  const paths: OpenApiDocument['paths'] = {};
  const ids = new Set<string>();
  for (const op of operations) {
    const method = op.method.toLowerCase();
    if (ids.has(op.id)) throw new Error(`Two operations are named ${op.id}`);
    if (paths[op.path]?.[method]) throw new Error(`${op.method} ${op.path} is described twice`);
    ids.add(op.id);
    paths[op.path] = {
      ...paths[op.path],
      [method]: {
        operationId: op.id,
        summary: op.summary,
        description: [whoMayCall(op.access), op.description].filter(Boolean).join('\n\n'),
        tags: [op.area],
        'x-service': op.service,
        security: securityOf(op.access),
        parameters: parametersOf(op),
        ...requestBodyOf(op, components),
        responses: responsesOf(op, components),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ghost payments API',
      version: '1',
      description:
        'Every operation of the command and query services, generated from the zod schemas of ' +
        '`@ghost/events/contract` that they validate with. Writes go to the command service, ' +
        'reads to the query service (`x-service`); every error answer is ' +
        '`{"error": {"code", "message", "field"?, "retryAfter"?}}`.',
    },
    tags: Object.entries(apiAreas).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: components.schemas(),
      securitySchemes: {
        [bearer]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The `accessToken` of POST /api/auth/login. Each operation lists the roles it takes.',
        },
      },
      parameters: sharedParameters,
      headers: sharedHeaders,
    },
  };
};
