/**
 * What API Gateway derives from an incoming request, shared by the HTTP and WebSocket APIs:
 * header maps, cookies, query strings, source address, request ids and times.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Payload 2.0 headers: lower-cased names, repeated headers joined with commas. */
export function joinedHeaders(
  req: IncomingMessage,
  omit: readonly string[] = [],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    if (omit.includes(name)) continue;
    const value = req.rawHeaders[i + 1]!;
    out[name] = name in out ? `${out[name]},${value}` : value;
  }
  return out;
}

/** Headers with their original spelling (WebSocket API events), single and multi-value. */
export function originalHeaders(req: IncomingMessage) {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    const value = req.rawHeaders[i + 1]!;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  return { headers, multiValueHeaders };
}

/** The cookies of the Cookie header(s) as payload 2.0 `cookies` (["a=b", …]); undefined if none. */
export function cookiesOf(req: IncomingMessage): string[] | undefined {
  const header = req.headers.cookie;
  const cookies = (header ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  return cookies.length ? cookies : undefined;
}

/** Query string → `queryStringParameters` (decoded, repeated keys comma-joined); undefined if none. */
export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    out[key] = key in out ? `${out[key]},${value}` : value;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The client address as API Gateway reports it (`sourceIp`), IPv4-mapped prefix removed. */
export function sourceIpOf(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** `12/Mar/2020:19:03:58 +0000`, API Gateway's `requestContext.time`. */
export function clfTime(date: Date): string {
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${p(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())} +0000`
  );
}

/** An API Gateway style request id (`JKJaXmPLvHcESHA=`: base64 of 10 random bytes). */
export const gatewayRequestId = () => randomBytes(10).toString('base64');

/** An X-Ray trace header value like API Gateway adds (`Root=1-<time hex>-<24 hex>`). */
export const traceId = () =>
  `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
