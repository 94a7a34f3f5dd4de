/**
 * OpenAPI 3.1 document generated from the route manifest (zod 4's JSON Schema output).
 * `npm run openapi` writes it to `shared/contracts/openapi.json`; a unit test fails when the
 * committed file is stale. Each operation lists every status its route can answer
 * (`documentedResponses`, route-responses.ts), errors with the `Error` schema; the integration
 * suite's real responses are validated against it (tests/contract/response-check.ts).
 */
import * as z from 'zod';
import { routeList, pathParamNames, type RouteDef } from './manifest';
import { errorBodySchema } from './common';
import { documentedResponses } from './route-responses';

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

/** Response headers by name; `Retry-After` is required on 429 (the gateway's own 503 has none). */
const responseHeader = (name: 'Retry-After' | 'Location', status: number) =>
  name === 'Location'
    ? { description: 'Where the redirect points', required: true, schema: { type: 'string' } }
    : { description: 'Seconds to wait before trying again', required: status === 429, schema: { type: 'string', pattern: '^[0-9]+$' } };

/** The `responses` object of `route`: every status from `documentedResponses` (route-responses.ts). */
function responsesOf(route: RouteDef): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const answer of documentedResponses(route)) {
    const headers = answer.headers?.length
      ? { headers: Object.fromEntries(answer.headers.map((h) => [h, responseHeader(h, answer.status)])) }
      : {};
    const content =
      answer.kind === 'success'
        ? { content: { 'application/json': { schema: toSchema(route.response, 'output') } } }
        : answer.kind === 'error'
          ? { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
          : {};
    responses[String(answer.status)] = { description: answer.reasons.join('; '), ...headers, ...content };
  }
  return responses;
}

/** Build the document. Deterministic (route order = manifest order) so diffs stay small. */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeList) {
    const responses = responsesOf(route);
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
    info: {
      title: 'Seamline API',
      version: '1.0.0',
      description:
        'Generated from shared/contracts/manifest.ts. Each operation lists every status it can answer, errors as `Error`. Besides them, API Gateway answers 404 `{ message: "Not Found" }` for a path no route matches; an unexpected failure answers 500 `{ message: "Internal server error" }` (a bug, so no operation lists it).',
    },
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
