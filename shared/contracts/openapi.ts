/**
 * OpenAPI 3.1 document generated from the route manifest (zod 4's JSON Schema output).
 * `npm run openapi` writes it to `shared/contracts/openapi.json`; a unit test fails when the
 * committed file is stale.
 */
import * as z from 'zod';
import { routeList, pathParamNames, type RouteDef } from './manifest';
import { errorBodySchema } from './common';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

function parameters(route: RouteDef) {
  const out: JsonSchema[] = [];
  const params = route.params ? (toSchema(route.params, 'input').properties as Record<string, JsonSchema>) : {};
  for (const name of pathParamNames(route.path)) {
    out.push({ name, in: 'path', required: true, schema: params[name] ?? { type: 'string' } });
  }
  if (route.query) {
    const q = toSchema(route.query, 'input');
    const required = new Set((q.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((q.properties as Record<string, JsonSchema>) ?? {})) {
      out.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  if (route.idempotent) {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'draft-ietf-httpapi-idempotency-key-header: the same key from the same user within 24 h answers the first response; another request with the key → 422',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  return out;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Build the document. Deterministic (route order = manifest order) so diffs stay small. */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeList) {
    const status = String(route.status ?? 200);
    const responses: Record<string, unknown> = {
      [status]:
        status === '204'
          ? { description: 'No content' }
          : { description: 'Success', content: { 'application/json': { schema: toSchema(route.response, 'output') } } },
      '400': errorResponse('Invalid input: `{ message, fieldErrors }`'),
    };
    if (route.auth !== 'public') {
      responses['401'] = errorResponse('No session cookie');
      responses['403'] = errorResponse('Session invalid, or not allowed');
    }
    (paths[route.path] ??= {})[route.method.toLowerCase()] = {
      operationId: route.key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
      summary: route.summary,
      tags: [route.area],
      'x-seamline-auth': route.auth,
      security: route.auth === 'public' ? [] : [{ [route.auth === 'admin' ? 'adminSession' : 'session']: [] }],
      parameters: parameters(route),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Seamline API', version: '1.0.0', description: 'Generated from shared/contracts/manifest.ts' },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: toSchema(errorBodySchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sl_session' },
        adminSession: { type: 'apiKey', in: 'cookie', name: 'sl_admin' },
      },
    },
  };
}

/** The document as written to disk: 2-space JSON with a trailing newline. */
export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}
