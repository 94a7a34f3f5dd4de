import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, parseAllowHosts } from './address-policy';
import { checkUrl, safeFetch, StoreUnreachable, StoreUrlRefused } from './safe-fetch';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts public %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('checkUrl', () => {
  const none = parseAllowHosts(undefined);
  it('refuses literal private addresses, localhost and other schemes', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/',
      'ftp://example.com/',
      'http://user:pw@example.com/',
    ]) {
      expect(() => checkUrl(new URL(url), none), url).toThrow(StoreUrlRefused);
    }
  });
  it('lets public hosts through (checked again at connect) and allow-listed host:port skip checks', () => {
    expect(checkUrl(new URL('https://example.com/p'), none)).toBe(false);
    const allow = parseAllowHosts(' 127.0.0.1:4555 ,');
    expect(checkUrl(new URL('http://127.0.0.1:4555/x'), allow)).toBe(true);
    expect(() => checkUrl(new URL('http://127.0.0.1:4556/x'), allow)).toThrow(StoreUrlRefused);
  });
});

describe('safeFetch', () => {
  it('refuses a host name resolving to loopback at connect time (the validating lookup), with no request sent', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>x</title>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const none = parseAllowHosts(undefined);
      await expect(
        safeFetch(`http://localhost:${port}/`, {
          accept: ['text/html'],
          maxBytes: 1000,
          allowHosts: none,
        }),
      ).rejects.toThrow(StoreUrlRefused);
      expect(requests).toBe(0);
      // The same server allow-listed: read, and cut at maxBytes.
      const allow = parseAllowHosts(`127.0.0.1:${port}`);
      const page = await safeFetch(`http://127.0.0.1:${port}/`, {
        accept: ['text/html'],
        maxBytes: 5,
        allowHosts: allow,
      });
      expect(page).toMatchObject({ truncated: true, contentType: 'text/html' });
      expect(page.body.toString()).toBe('<titl');
      await expect(
        safeFetch(`http://127.0.0.1:${port}/`, {
          accept: ['image/'],
          maxBytes: 5,
          allowHosts: allow,
        }),
      ).rejects.toThrow(StoreUnreachable);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
