// The HTTP API's OpenAPI 3.1 document, built from the contract's zod schemas. Server-side only
// (@ghost/events/openapi): the query service serves it; the web bundle never loads it.
import { buildOpenApiDocument } from './document.js';
import { auditOperations } from './audit.js';
import { identityOperations } from './identity.js';
import { liveOperations } from './live.js';
import { operabilityOperations } from './operability.js';
import type { Operation } from './operation.js';
import { paymentOperations } from './payments.js';
import { readSideOperations } from './read-side.js';
import { pricingOperations, settingsOperations } from './settings-and-pricing.js';

export { apiDocsFileSchema, apiDocsFiles, type ApiDocsFile } from './operability.js';
export { openApiDocumentSchema, type OpenApiDocument } from './document-shape.js';
export { errorsOf } from './error-answers.js';
export type { Operation } from './operation.js';

/**
 * Every operation of both services, one entry per route, by area. A route a service registers
 * without an entry here fails tests/api/openapi.int.spec.ts: add it to its area's list.
 */
export const apiOperations: readonly Operation[] = [
  ...paymentOperations,
  ...identityOperations,
  ...readSideOperations,
  ...liveOperations,
  ...settingsOperations,
  ...pricingOperations,
  ...auditOperations,
  ...operabilityOperations,
];

export const openApiDocument = () => buildOpenApiDocument(apiOperations);
