import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { csrfGuard } from './csrf';
import { Forbidden } from '../http-errors';

const guard = csrfGuard(['https://app.example']);
const run = (method: string, headers: Record<string, string>) =>
  guard.before!({
    event: { requestContext: { http: { method } }, headers } as unknown as APIGatewayProxyEventV2,
  } as never);

describe('csrfGuard', () => {
  it('lets reads through whatever their headers', () => {
    expect(() => run('GET', { origin: 'https://evil.example' })).not.toThrow();
  });
  it('accepts JSON or the app header from an allowed origin, or without Origin', () => {
    expect(() => run('POST', { 'content-type': 'application/json', origin: 'https://app.example' })).not.toThrow();
    expect(() => run('DELETE', { 'x-requested-with': 'seamline' })).not.toThrow();
  });
  it('blocks form-style posts and foreign origins', () => {
    expect(() => run('POST', { 'content-type': 'application/x-www-form-urlencoded' })).toThrow(Forbidden);
    expect(() => run('PUT', { 'content-type': 'application/json', origin: 'https://evil.example' })).toThrow(Forbidden);
  });
});
