import { describe, expect, it } from 'vitest';
import { hashToken, newToken, readCookie } from './sessions';
import { sessionCookie } from './responses';

describe('session tokens and cookies', () => {
  it('makes 256-bit base64url tokens and hashes them with SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(newToken()).not.toBe(token);
  });

  it('reads a cookie from payload 2.0 cookies or a Cookie header', () => {
    expect(readCookie('sl_session', ['a=1', 'sl_session=tok%2Fen'])).toBe('tok/en');
    expect(readCookie('sl_session', undefined, 'a=1; sl_session=xyz; b=2')).toBe('xyz');
    expect(readCookie('sl_session', undefined, 'sl_sessionX=1')).toBeUndefined();
    expect(readCookie('sl_session', ['sl_session=%E0%A4%A'])).toBeUndefined();
  });

  it('builds HttpOnly SameSite=Lax cookies, Secure unless disabled', () => {
    expect(sessionCookie('sl_session', 'v', 2592000, true)).toBe(
      'sl_session=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure',
    );
    expect(sessionCookie('sl_session', '', 0, false)).toBe('sl_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });
});
