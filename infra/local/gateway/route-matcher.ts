/**
 * HTTP API route selection over the route manifest: method + API Gateway path
 * (`/api/users/{userId}`, greedy `{proxy+}` last). As in API Gateway, the most specific route
 * wins: at the first segment where two candidates differ, a literal beats `{param}`, which
 * beats `{greedy+}`. Path parameter values are percent-decoded.
 */
export interface RouteLike {
  key: string;
  method: string;
  path: string;
}

export interface RouteMatch<R extends RouteLike> {
  route: R;
  pathParameters: Record<string, string>;
}

type Segment = { kind: 0; literal: string } | { kind: 1; name: string } | { kind: 2; name: string };

function parsePattern(path: string): Segment[] {
  return path
    .split('/')
    .slice(1)
    .map((part): Segment => {
      const param = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(part);
      if (!param) return { kind: 0, literal: part };
      return param[2] ? { kind: 2, name: param[1]! } : { kind: 1, name: param[1]! };
    });
}

function matchSegments(pattern: Segment[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    if (seg.kind === 2) {
      const rest = parts.slice(i);
      if (rest.length === 0 || rest.join('/') === '') return undefined;
      params[seg.name] = rest.join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (seg.kind === 0 && seg.literal !== part) return undefined;
    if (seg.kind === 1) {
      if (part === '') return undefined;
      params[seg.name] = part;
    }
  }
  return pattern.length === parts.length ? params : undefined;
}

function moreSpecific(a: Segment[], b: Segment[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i]?.kind ?? 3) - (b[i]?.kind ?? 3);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Build a matcher for `routes`.
 * @returns `(method, rawPath) => match | undefined`; undefined also for a path that is not
 *   valid percent-encoding (API Gateway answers such requests 404 too).
 */
export function createRouteMatcher<R extends RouteLike>(routes: readonly R[]) {
  // Per method, in manifest order; a pattern without a greedy segment only fits a path of its own
  // length, so those are skipped without walking them (the manifest has 124 routes: the
  // walk of every route per request was ≈ 2 % of a local `GET /api/health`, issue 36 §1).
  const byMethod = new Map<string, { route: R; pattern: Segment[]; length: number | undefined }[]>();
  for (const route of routes) {
    const pattern = parsePattern(route.path);
    const list = byMethod.get(route.method) ?? [];
    list.push({ route, pattern, length: pattern.some((seg) => seg.kind === 2) ? undefined : pattern.length });
    byMethod.set(route.method, list);
  }
  return (method: string, rawPath: string): RouteMatch<R> | undefined => {
    const candidates = byMethod.get(method);
    if (!candidates) return undefined;
    let parts: string[];
    try {
      parts = rawPath.split('/').slice(1).map(decodeURIComponent);
    } catch {
      return undefined;
    }
    let best: { route: R; pattern: Segment[]; params: Record<string, string> } | undefined;
    for (const c of candidates) {
      if (c.length !== undefined && c.length !== parts.length) continue;
      const params = matchSegments(c.pattern, parts);
      if (params && (!best || moreSpecific(c.pattern, best.pattern) < 0)) best = { ...c, params };
    }
    return best && { route: best.route, pathParameters: best.params };
  };
}
