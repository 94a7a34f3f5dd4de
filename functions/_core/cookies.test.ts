import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clearSessionCookie, presentedToken, sessionSetCookie } from './cookies';

describe('session cookies', () => {
  it('user cookie: HttpOnly, SameSite=Lax, 30 days, Secure by default', () => {
    expect(sessionSetCookie('user', 'tok')).toBe('sl_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure');
  });
  it('admin cookie: its own name, SameSite=Strict, 8 hours', () => {
    expect(sessionSetCookie('admin', 'tok')).toBe('sl_admin=tok; Path=/; HttpOnly; SameSite=Strict; Max-Age=28800; Secure');
    expect(clearSessionCookie('admin')).toBe('sl_admin=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Secure');
  });
  it('reads only the cookie of the asked kind', () => {
    const event = { cookies: ['sl_admin=a', 'sl_session=u'] } as unknown as APIGatewayProxyEventV2;
    expect(presentedToken(event, 'user')).toBe('u');
    expect(presentedToken(event, 'admin')).toBe('a');
    expect(presentedToken({ headers: {} } as unknown as APIGatewayProxyEventV2, 'user')).toBeUndefined();
  });
});
