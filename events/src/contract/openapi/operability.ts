import { z } from 'zod';
import {
  healthReportSchema,
  liveAnswerSchema,
  readyAnswerSchema,
} from '../health/health-answers.js';
import { openApiDocumentSchema } from './document-shape.js';
import { anyone, operation, type Operation } from './operation.js';

/**
 * The files of the API's page besides the page itself: the renderer's (Swagger UI, served from
 * its package) and the page's own script, which starts it (no inline script under the CSP).
 */
export const apiDocsFiles = ['swagger-ui.css', 'swagger-ui-bundle.js', 'api-docs.js'] as const;
export const apiDocsFileSchema = z.enum(apiDocsFiles);
export type ApiDocsFile = z.infer<typeof apiDocsFileSchema>;

/** The health answers, and this document with its readable page. */
export const operabilityOperations: Operation[] = [
  operation({
    id: 'health',
    method: 'GET',
    path: '/api/health',
    service: 'query',
    area: 'Operability',
    summary: "The stores and the projections: up or down, and the read models' lag",
    access: anyone,
    answers: [
      { status: 200, description: 'Everything is up.', json: healthReportSchema },
      {
        status: 503,
        description: 'Something is down: the report says what.',
        json: healthReportSchema,
      },
    ],
    errors: [],
  }),
  operation({
    id: 'live',
    method: 'GET',
    path: '/api/health/live',
    service: 'every process',
    area: 'Operability',
    summary: 'Whether the process answers: restart it when it does not',
    access: anyone,
    answers: [{ status: 200, description: 'The process answers.', json: liveAnswerSchema }],
    errors: [],
  }),
  operation({
    id: 'ready',
    method: 'GET',
    path: '/api/health/ready',
    service: 'every process',
    area: 'Operability',
    summary: 'Whether the process should be sent traffic',
    description:
      'Started, its read models caught up with the log as it was at the start, and not stopping.',
    access: anyone,
    answers: [
      { status: 200, description: 'Ready.', json: readyAnswerSchema },
      { status: 503, description: 'Not ready, and why.', json: readyAnswerSchema },
    ],
    errors: [],
  }),
  operation({
    id: 'openApiDocument',
    method: 'GET',
    path: '/api/openapi.json',
    service: 'query',
    area: 'Operability',
    summary: 'This document: every operation of both services',
    access: anyone,
    answers: [
      { status: 200, description: 'The OpenAPI 3.1 document.', json: openApiDocumentSchema },
    ],
    errors: [],
  }),
  operation({
    id: 'apiDocsPage',
    method: 'GET',
    path: '/api/docs',
    service: 'query',
    area: 'Operability',
    summary: 'This document as a page to read and try',
    access: anyone,
    answers: [{ status: 200, description: 'The page.', text: ['text/html'] }],
    errors: [],
  }),
  operation({
    id: 'apiDocsFile',
    method: 'GET',
    path: '/api/docs/{file}',
    service: 'query',
    area: 'Operability',
    summary: "A file of the API's page",
    access: anyone,
    params: {
      file: { description: 'The file.', schema: apiDocsFileSchema, refusal: 'NOT_FOUND' },
    },
    answers: [{ status: 200, description: 'The file.', text: ['text/css', 'text/javascript'] }],
    errors: [],
  }),
];
