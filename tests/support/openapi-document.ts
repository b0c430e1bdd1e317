import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from '@ghost/events/openapi';

/** An operation of the document, as the parity test reads it. */
export interface DocumentedOperation {
  /** 'GET /api/users/{id}' */
  route: string;
  service: string;
  responses: Record<string, { content?: Record<string, { schema?: object; 'x-events'?: any }> }>;
}

/** A route as a service registers it ('PUT /api/users/:id') as the document writes it ('PUT /api/users/{id}'). */
export const asDocumented = (route: string): string =>
  route.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => `{${name}}`);

export const operationsOf = (document: OpenApiDocument): DocumentedOperation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      service: String(operation['x-service']),
      responses: operation.responses as DocumentedOperation['responses'],
    })),
  );

/**
 * Checks JSON values against the document's schemas (JSON Schema 2020-12), their `$ref`s read
 * in the document's components. Formats (date-time, email) are the schemas' notes, not checked.
 */
export const documentSchemas = (document: OpenApiDocument) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<object, ValidateFunction>();
  return (schema: object, value: unknown): string[] => {
    let validate = compiled.get(schema);
    if (!validate) {
      // The components beside the schema, so '#/components/schemas/...' resolves.
      validate = ajv.compile({ ...schema, components: document.components });
      compiled.set(schema, validate);
    }
    return validate(value)
      ? []
      : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
  };
};
