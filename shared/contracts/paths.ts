/**
 * API Gateway path helpers, free of zod so the browser client can use them without pulling
 * the route schemas into its initial bundle.
 */

/** Names of the `{params}` in an API Gateway path (`{proxy+}` included). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\+?\}/g)].map((m) => m[1]!);
}

/**
 * Fill an API Gateway path with percent-encoded values: `/api/users/{id}` → `/api/users/42`.
 * @throws Error when a parameter is missing.
 */
export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
