/**
 * The HTTP authorizer when the session table is unavailable (issue 22): it lets the request
 * through with `unavailable` and NO userId (the area handler answers 503), instead of throwing
 * (API Gateway's bare 500); any other failure still throws.
 */
import { describe, expect, it, vi } from 'vitest';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';

const findSession = vi.hoisted(() => vi.fn());
vi.mock('../_core/sessions', async (importOriginal) => ({ ...(await importOriginal<object>()), findSession }));

const { handler, UNAVAILABLE_CONTEXT } = await import('./handler');
const event = { cookies: ['sl_session=tok'], headers: {} } as unknown as APIGatewayRequestAuthorizerEventV2;

describe('HTTP authorizer', () => {
  it('authorizes a found session with its userId', async () => {
    findSession.mockResolvedValue({ userId: 'u1' });
    expect(await handler(event)).toEqual({ isAuthorized: true, context: { userId: 'u1', kind: 'user' } });
  });

  it('lets the request through WITHOUT a userId, flagged unavailable, when the table is unreachable', async () => {
    findSession.mockImplementation(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
    });
    const result = await handler(event);
    expect(result).toEqual({ isAuthorized: true, context: UNAVAILABLE_CONTEXT });
    expect(result.context).not.toHaveProperty('userId');
  });

  it('throws on any other failure (API Gateway answers 500 and caches nothing)', async () => {
    findSession.mockImplementation(async () => {
      throw new TypeError('bug');
    });
    await expect(handler(event)).rejects.toThrow('bug');
  });
});
