/**
 * The answer of every route while a dependency (DynamoDB, S3) is unreachable or timing out
 * (issue 22 "faults"): 503 `{ message }` with `Retry-After: <retryAfterSeconds>`. The local
 * runtime restarts a dead DynamoDB Local in ≈ 2–5 s, hence the 5 s hint. Zod-free: the
 * authorizer bundle imports it (its size is budgeted, issue 2).
 */
export const SERVICE_UNAVAILABLE = {
  message: 'Service temporarily unavailable. Please try again.',
  retryAfterSeconds: 5,
} as const;
