/**
 * Turning a function's payload 2.0 result into the HTTP response, as API Gateway does:
 * `{ statusCode, headers, cookies, body, isBase64Encoded }`; any other value (object, string,
 * number) is sent as a 200 JSON body. Also the gateway's own JSON error answers.
 */
import type { ServerResponse } from 'node:http';

/** Send API Gateway's own error body `{"message": …}` with `status`. */
export function sendGatewayError(
  res: ServerResponse,
  status: number,
  message: string,
  requestId?: string,
): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...(requestId ? { 'apigw-requestid': requestId } : {}),
  });
  res.end(body);
}

interface StructuredResult {
  statusCode: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

const isStructured = (r: unknown): r is StructuredResult =>
  typeof r === 'object' &&
  r !== null &&
  typeof (r as { statusCode?: unknown }).statusCode === 'number';

/**
 * Write `result` to `res`.
 * @throws Error for a structured result with a status outside 100–599 (the caller answers 500).
 */
export function sendFunctionResult(res: ServerResponse, result: unknown, requestId: string): void {
  if (!isStructured(result)) {
    const body = JSON.stringify(result ?? null);
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'apigw-requestid': requestId,
    });
    return void res.end(body);
  }
  if (result.statusCode < 100 || result.statusCode > 599)
    throw new Error(`Invalid statusCode ${result.statusCode}`);
  const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  headers['content-length'] = String(body.length);
  headers['apigw-requestid'] = requestId;
  res.writeHead(result.statusCode, headers);
  res.end(body);
}
