/**
 * Issue 32 §8: the local gateway sends the site's security headers — exactly the declaration
 * CloudFront's response headers policy is built from (target `local`: no HSTS) — on `GET /`, on
 * client-side routes (the SPA fallback) and on static files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCspSources, securityHeaders } from '../../lib/security-header-policy';
import { listen, closeServer } from '../support/net';
import { createLog } from '../support/log';
import { appOrigins } from '../function-env';
import { createGatewayServer } from './gateway-server';

const webDist = mkdtempSync(path.join(tmpdir(), 'seamline-site-headers-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Seamline</title>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');

const gateway = createGatewayServer({
  webDist,
  log: createLog(true),
  siteHeaders: () => declared,
});
let base = '';
let declared: Record<string, string> = {};
const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
];

beforeAll(async () => {
  const port = await listen(gateway.server, 0);
  base = `http://localhost:${port.toString()}`;
  declared = securityHeaders(localCspSources(appOrigins(port), 'http://localhost:45678'), 'local');
  gateway.setReady();
});
afterAll(async () => {
  await closeServer(gateway.server);
  rmSync(webDist, { recursive: true, force: true });
});

/** The response's security headers (every name of the policy that is present). */
async function securityHeadersOf(pathname: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}${pathname}`);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return Object.fromEntries(
    SECURITY_HEADER_NAMES.flatMap((name) => {
      const value = res.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
}

describe('local gateway: security headers of the SPA and its files', () => {
  it.each(['/', '/closet/42', '/assets/index-abc123.js'])('%s carries exactly the declared local headers', async (p) => {
    expect(await securityHeadersOf(p)).toEqual(declared);
  });

  it('declares CSP, nosniff, frame protection, referrer and permissions policies but no HSTS locally', () => {
    expect(Object.keys(declared).sort()).toEqual(SECURITY_HEADER_NAMES.filter((n) => n !== 'strict-transport-security').sort());
    expect(declared['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(declared['content-security-policy']).toContain(`connect-src 'self' ws://localhost:${new URL(base).port} ws://127.0.0.1:${new URL(base).port} http://localhost:45678`);
    expect(declared['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(declared['x-content-type-options']).toBe('nosniff');
    expect(declared['x-frame-options']).toBe('DENY');
  });
});
