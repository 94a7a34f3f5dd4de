/**
 * Name of the header CloudFront adds to every request it forwards to the API Gateway origins
 * (`/api/*`, `/ws`), carrying the origin-verify secret (issue 32 §2). Shared by the CDK web
 * stack (origin custom header) and the functions (the check); no imports, so infra can load it.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
