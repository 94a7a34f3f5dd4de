/**
 * Checks real API answers against the OpenAPI document (issue 32 §7): the status must be one the
 * operation lists, the body must match that status's schema (the route's response schema, or
 * `Error` for errors; no body for 204/302), JSON bodies must say `application/json`, and headers
 * the document requires (`Retry-After` on 429, `Location` on 302) must be there and well formed.
 *
 * The integration runtime reports every answer of a manifest route (`onApiResponse`,
 * tests/integration/global-setup.ts); each is checked as it comes (ajv, JSON Schema draft
 * 2020-12, the dialect zod 4 writes), only counts and a bounded list of problems are kept, and
 * the global setup's teardown fails the run when there is any problem.
 */
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ApiAnswer } from '@seamline/infra/local/gateway/http-api';

type Json = Record<string, unknown>;
interface ResponseDoc {
  description?: string;
  headers?: Record<string, { required?: boolean; schema?: Json }>;
  content?: Record<string, { schema: Json }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, { responses: Record<string, ResponseDoc> }>>;
  components: { schemas: Record<string, Json> };
}

/** One answer the document does not describe. */
export interface ResponseProblem {
  routeKey: string;
  status: number;
  problem: string;
  /** The start of the body, to recognise the answer. */
  body: string;
}

export interface ResponseCheckReport {
  /** Answers checked. */
  checked: number;
  /** Distinct `route key → status` pairs seen, with how many answers each. */
  pairs: Record<string, number>;
  /** Distinct problems (route, status, problem), at most `maxProblems`. */
  problems: ResponseProblem[];
}

/** The committed document, shared/contracts/openapi.json. */
export function loadOpenApi(): OpenApiDoc {
  return JSON.parse(readFileSync(new URL('../../shared/contracts/openapi.json', import.meta.url), 'utf8')) as OpenApiDoc;
}

/**
 * A checker for `doc`: `check(answer)` validates one answer, `report()` tells the totals.
 * @param maxProblems distinct problems kept (the rest are counted in `checked` only).
 */
export function createResponseCheck(doc: OpenApiDoc, maxProblems = 100) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  const pairs: Record<string, number> = {};
  const problems = new Map<string, ResponseProblem>();
  let checked = 0;

  const resolve = (schema: Json): Json => {
    const ref = schema.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      return doc.components.schemas[ref.slice('#/components/schemas/'.length)] ?? schema;
    }
    return schema;
  };
  const validatorFor = (key: string, schema: Json): ValidateFunction => {
    let v = validators.get(key);
    if (!v) validators.set(key, (v = ajv.compile(resolve(schema))));
    return v;
  };

  function problemsOf(answer: ApiAnswer): string[] {
    const space = answer.routeKey.indexOf(' ');
    const method = answer.routeKey.slice(0, space).toLowerCase();
    const op = doc.paths[answer.routeKey.slice(space + 1)]?.[method];
    if (!op) return ['route not in openapi.json'];
    const documented = op.responses[String(answer.status)];
    if (!documented) return [`status ${answer.status} not documented (documented: ${Object.keys(op.responses).join(', ')})`];
    const out: string[] = [];
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) out.push(`header ${name} missing`);
      } else if (header.schema && !validatorFor(`header ${name}`, header.schema)(value)) {
        out.push(`header ${name} ${JSON.stringify(value)} does not match its schema`);
      }
    }
    const json = documented.content?.['application/json'];
    if (!json) {
      if (answer.body.length > 0) out.push('a body where the document lists none');
      return out;
    }
    if (!/^application\/json\b/i.test(answer.headers['content-type'] ?? '')) {
      out.push(`content-type ${answer.headers['content-type'] ?? '(none)'} is not application/json`);
      return out;
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [...out, 'body is not JSON'];
    }
    const validate = validatorFor(`${answer.routeKey} ${answer.status}`, json.schema);
    if (!validate(body)) {
      const detail = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
      out.push(`body does not match the ${answer.status} schema: ${detail.join('; ')}`);
    }
    return out;
  }

  return {
    /** Check one answer; problems are kept (deduplicated) for `report()`. Never throws. */
    check(answer: ApiAnswer): void {
      checked += 1;
      const pair = `${answer.routeKey} → ${answer.status}`;
      pairs[pair] = (pairs[pair] ?? 0) + 1;
      let found: string[];
      try {
        found = problemsOf(answer);
      } catch (error) {
        found = [`could not be checked: ${(error as Error).message}`];
      }
      for (const problem of found) {
        const key = `${pair} ${problem}`;
        if (!problems.has(key) && problems.size < maxProblems) {
          problems.set(key, { routeKey: answer.routeKey, status: answer.status, problem, body: answer.body.slice(0, 300) });
        }
      }
    },
    /** Totals so far. */
    report(): ResponseCheckReport {
      return { checked, pairs: { ...pairs }, problems: [...problems.values()] };
    },
  };
}

/** A readable account of `report`'s problems, one per line. */
export function formatProblems(report: ResponseCheckReport): string {
  return report.problems.map((p) => `  ${p.routeKey} → ${p.status}: ${p.problem}\n    body: ${p.body}`).join('\n');
}
