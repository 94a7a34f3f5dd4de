/**
 * The HTTP authorizer when the session table is unavailable (issue 22): it lets the request
 * through with `unavailable` and NO userId (the area handler answers 503), instead of throwing
 * (API Gateway's bare 500); any other failure still throws.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { APIGatewayRequestAuthorizerEvent, APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';

const findSession = vi.hoisted(() => vi.fn());
vi.mock('../_core/sessions', async (importOriginal) => ({ ...(await importOriginal<object>()), findSession }));
// The origin-verify check (issue 32 §2); its Secrets Manager read is what fails below.
const verifyOrigin = vi.hoisted(() => vi.fn());
vi.mock('../_core/origin-secret', () => ({ verifyOrigin }));

const { handler, adminHandler, websocketHandler, UNAVAILABLE_CONTEXT } = await import('./handler');
const event = { cookies: ['sl_session=tok'], headers: {} } as unknown as APIGatewayRequestAuthorizerEventV2;
const secretsManagerDown = () => Object.assign(new Error('socket timed out'), { name: 'TimeoutError' });

beforeEach(() => {
  verifyOrigin.mockReset();
  verifyOrigin.mockResolvedValue(true);
  findSession.mockReset();
});

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

  it('denies a request without the origin-verify value before reading the session', async () => {
    verifyOrigin.mockResolvedValue(false);
    expect(await handler(event)).toEqual({ isAuthorized: false, context: {} });
    expect(findSession).not.toHaveBeenCalled();
  });

  it('Secrets Manager unavailable (origin verify, nothing cached): let through flagged unavailable (→ 503), no userId', async () => {
    verifyOrigin.mockRejectedValue(secretsManagerDown());
    for (const authorize of [handler, adminHandler]) {
      const result = await authorize(event);
      expect(result).toEqual({ isAuthorized: true, context: UNAVAILABLE_CONTEXT });
      expect(result.context).not.toHaveProperty('userId');
    }
    expect(findSession).not.toHaveBeenCalled();
  });

  it('any other origin-verify failure still throws (500, nothing cached)', async () => {
    verifyOrigin.mockRejectedValue(Object.assign(new Error('denied'), { name: 'AccessDeniedException', $metadata: { httpStatusCode: 400 } }));
    await expect(handler(event)).rejects.toThrow('denied');
  });
});

describe('WebSocket $connect authorizer', () => {
  const wsEvent = { headers: { cookie: 'sl_session=tok' }, methodArn: 'arn:ws' } as unknown as APIGatewayRequestAuthorizerEvent;

  it('allows a found session when the origin verifies; denies without the origin-verify value', async () => {
    findSession.mockResolvedValue({ userId: 'u1', tokenHash: 'h' });
    expect((await websocketHandler(wsEvent)).policyDocument.Statement[0]).toMatchObject({ Effect: 'Allow' });
    verifyOrigin.mockResolvedValue(false);
    expect((await websocketHandler(wsEvent)).policyDocument.Statement[0]).toMatchObject({ Effect: 'Deny' });
  });

  it('a Secrets Manager outage is thrown (logged), never answered with a denial', async () => {
    verifyOrigin.mockRejectedValue(secretsManagerDown());
    await expect(websocketHandler(wsEvent)).rejects.toThrow('socket timed out');
    expect(findSession).not.toHaveBeenCalled();
  });
});
