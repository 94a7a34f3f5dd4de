import { Socket } from 'node:net';
import { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { httpApiEvent, httpAuthorizerEvent, type HttpRequestParts } from './http-event';

function fakeRequest(method: string, url: string, rawHeaders: string[]): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  Object.assign(req, { method, url, httpVersion: '1.1', rawHeaders });
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    req.headers[name] = req.headers[name]
      ? `${String(req.headers[name])}; ${rawHeaders[i + 1]}`
      : rawHeaders[i + 1];
  }
  return req;
}

const parts = (req: IncomingMessage, body = Buffer.alloc(0)): HttpRequestParts => ({
  req,
  body,
  routeKey: 'GET /api/users/{userId}',
  pathParameters: { userId: 'a b' },
  requestId: 'req-1',
  now: new Date('2026-03-12T19:03:58Z'),
});

describe('payload 2.0 events', () => {
  const req = fakeRequest('GET', '/api/users/a%20b?tag=x&tag=y&q=%C3%A9', [
    'Host',
    'localhost:3000',
    'Cookie',
    'sl_session=abc; theme=dark',
    'Accept',
    'text/html',
    'Accept',
    'application/json',
    'User-Agent',
    'vitest',
  ]);

  it('has the request line, cookies apart from headers, joined headers and query values', () => {
    const event = httpApiEvent(parts(req), { userId: 'u1' });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/users/{userId}',
      rawPath: '/api/users/a%20b',
      rawQueryString: 'tag=x&tag=y&q=%C3%A9',
      cookies: ['sl_session=abc', 'theme=dark'],
      queryStringParameters: { tag: 'x,y', q: 'é' },
      pathParameters: { userId: 'a b' },
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'GET /api/users/{userId}',
        stage: '$default',
        requestId: 'req-1',
        domainName: 'localhost:3000',
        domainPrefix: 'localhost',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: Date.parse('2026-03-12T19:03:58Z'),
        http: {
          method: 'GET',
          path: '/api/users/a%20b',
          protocol: 'HTTP/1.1',
          userAgent: 'vitest',
        },
        authorizer: { lambda: { userId: 'u1' } },
      },
    });
    expect(event.headers).toMatchObject({
      accept: 'text/html,application/json',
      host: 'localhost:3000',
      'x-forwarded-proto': 'http',
    });
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.body).toBeUndefined();
  });

  it('passes JSON bodies as text and binary bodies base64-encoded', () => {
    const json = fakeRequest('POST', '/api/x', ['Content-Type', 'application/json; charset=utf-8']);
    expect(httpApiEvent(parts(json, Buffer.from('{"a":1}')))).toMatchObject({
      body: '{"a":1}',
      isBase64Encoded: false,
    });
    const png = fakeRequest('POST', '/api/x', ['Content-Type', 'image/png']);
    expect(httpApiEvent(parts(png, Buffer.from([1, 2, 3])))).toMatchObject({
      body: 'AQID',
      isBase64Encoded: true,
    });
  });

  it('builds the REQUEST authorizer event with the Cookie header as identity source', () => {
    const event = httpAuthorizerEvent(parts(req), 'sl_session=abc; theme=dark');
    expect(event).toMatchObject({
      type: 'REQUEST',
      version: '2.0',
      identitySource: ['sl_session=abc; theme=dark'],
    });
    expect(event.routeArn).toMatch(
      /^arn:aws:execute-api:us-east-1:\d{12}:\w+\/\$default\/GET\/api\/users\/\{userId\}$/,
    );
  });
});
