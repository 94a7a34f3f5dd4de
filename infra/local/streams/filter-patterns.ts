/**
 * Lambda event filtering (FilterCriteria) on stream records, for the syntax the processors
 * use: nested objects, arrays of allowed values (exact strings, numbers, booleans, null),
 * `{ prefix }`, `{ suffix }`, `{ exists }`, `{ "anything-but": … }`, `{ "equals-ignore-case" }`
 * and `{ numeric: [op, n, …] }`. A record passes when it matches ANY of the patterns.
 * https://docs.aws.amazon.com/lambda/latest/dg/invocation-eventfiltering.html
 */
type Pattern = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function numericMatches(ops: unknown[], value: unknown): boolean {
  if (typeof value !== 'number') return false;
  for (let i = 0; i + 1 < ops.length; i += 2) {
    const n = Number(ops[i + 1]);
    const ok = {
      '<': value < n,
      '<=': value <= n,
      '=': value === n,
      '>': value > n,
      '>=': value >= n,
    }[String(ops[i])];
    if (!ok) return false;
  }
  return true;
}

function ruleMatches(rule: unknown, value: unknown): boolean {
  if (!isObject(rule)) return Array.isArray(value) ? value.includes(rule) : value === rule;
  if ('exists' in rule) return (value !== undefined) === Boolean(rule.exists);
  if (value === undefined) return false;
  const candidates = Array.isArray(value) ? value : [value];
  return candidates.some((v) => {
    if ('prefix' in rule) return typeof v === 'string' && v.startsWith(String(rule.prefix));
    if ('suffix' in rule) return typeof v === 'string' && v.endsWith(String(rule.suffix));
    if ('equals-ignore-case' in rule) {
      return (
        typeof v === 'string' &&
        v.toLowerCase() === String(rule['equals-ignore-case']).toLowerCase()
      );
    }
    if ('anything-but' in rule)
      return ![rule['anything-but']].flat().some((x) => ruleMatches(x, v));
    if ('numeric' in rule) return numericMatches(rule.numeric as unknown[], v);
    throw new Error(`Unsupported filter rule ${JSON.stringify(rule)}`);
  });
}

/** True when `value` matches one pattern: every key's rule list or nested pattern matches. */
export function matchesPattern(pattern: Pattern, value: unknown): boolean {
  return Object.entries(pattern).every(([key, rule]) => {
    const field = isObject(value) ? value[key] : undefined;
    if (Array.isArray(rule)) return rule.some((r) => ruleMatches(r, field));
    if (isObject(rule)) return matchesPattern(rule, field);
    throw new Error(`Invalid filter pattern at ${key}: ${JSON.stringify(rule)}`);
  });
}

/** True when `record` passes the filter criteria (no patterns = every record passes). */
export function passesFilters(patterns: readonly Pattern[], record: unknown): boolean {
  return patterns.length === 0 || patterns.some((p) => matchesPattern(p, record));
}
