import { anyone, type MatrixRow } from './matrix-row.js';

/** The API's OpenAPI document and its readable page: anyone's, like the public calls it lists. */
export const apiDocsRows: MatrixRow[] = [
  { method: 'GET', route: '/api/openapi.json', expect: anyone() },
  { method: 'GET', route: '/api/docs', expect: anyone() },
  {
    method: 'GET',
    route: '/api/docs/:file',
    path: '/api/docs/api-docs.js',
    expect: anyone(),
  },
];
