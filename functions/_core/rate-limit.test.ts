import { describe, expect, it } from 'vitest';
import { clientAddress } from './rate-limit';

const event = (headers: Record<string, string>, sourceIp = '130.176.0.1') => ({
  headers,
  requestContext: { http: { sourceIp } },
});

describe('clientAddress', () => {
  it('prefers the viewer address CloudFront (or the local gateway) put in x-viewer-address', () => {
    expect(clientAddress(event({ 'x-viewer-address': '203.0.113.9' }))).toBe('203.0.113.9');
  });
  it('falls back to sourceIp without it, or when it is implausibly long', () => {
    expect(clientAddress(event({}))).toBe('130.176.0.1');
    expect(clientAddress(event({ 'x-viewer-address': 'x'.repeat(65) }))).toBe('130.176.0.1');
  });
});
