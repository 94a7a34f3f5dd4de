/**
 * The local stand-ins' control planes (S3 API, WebSocket management API) answer only callers
 * on this machine: the local runtime has no IAM, so a network peer must not reach them.
 */
import type { IncomingMessage } from 'node:http';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** True when the request came over the loopback interface. */
export function isLoopback(req: IncomingMessage): boolean {
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}
