/**
 * CloudFront Functions (viewer-request, JS 2.0 runtime) of the site distribution.
 *
 * - {@link spaRewriteCode}: a path without a file extension in its last segment
 *   (`/closet/42`) is a client-side route, so it is served `/index.html`; `/assets/app.js`
 *   is left alone. It runs on the S3 behaviour only, so `/api/*` errors are never rewritten
 *   (unlike a distribution-wide 403/404 → index.html error response).
 * - {@link webSocketRewriteCode}: API Gateway WebSocket APIs accept connections only on
 *   `/<stage>` (a longer path answers 403), so `/ws` and `/ws/…` are sent to `/<stage>`.
 * - {@link viewerAddressCode}: behind CloudFront, API Gateway's `sourceIp` is a CloudFront
 *   edge address shared by many people, so the viewer's own address is passed to the API in
 *   `x-viewer-address` (any value the client sent is overwritten) for per-address limits.
 */

/** Header carrying the viewer's IP address to the API (set by CloudFront / the local gateway). */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

export const viewerAddressCode = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export function webSocketRewriteCode(stageName: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(stageName))
    throw new Error(`Invalid WebSocket stage name ${stageName}`);
  return `function handler(event) {
  var request = event.request;
  request.uri = '/${stageName}';
  return request;
}`;
}
