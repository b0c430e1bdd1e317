import { z } from 'zod';

/**
 * GET /api/openapi.json: an OpenAPI 3.1 document, checked here for its frame only (the test
 * validates the whole against the OpenAPI 3.1 schema).
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string() }),
  tags: z.array(z.strictObject({ name: z.string(), description: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string() }))),
  components: z.looseObject({
    schemas: z.record(z.string(), z.looseObject({})),
    securitySchemes: z.record(z.string(), z.looseObject({ type: z.string() })),
  }),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
