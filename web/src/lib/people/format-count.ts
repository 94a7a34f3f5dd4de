/**
 * Compact counts for the profile header (spec 02 §2.1 shows '2.1k'): below 1,000 the number
 * itself, then thousands and millions with at most one decimal, rounded DOWN so a count never
 * reads higher than it is (1,999 → '1.9k', 999,999 → '999.9k'), and '.0' dropped ('2k').
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 1000) return String(Math.max(0, Math.trunc(Number.isFinite(n) ? n : 0)));
  const [divisor, suffix] = n < 1_000_000 ? [1000, 'k'] : [1_000_000, 'M'];
  const tenths = Math.floor((n * 10) / divisor) / 10;
  return `${tenths.toFixed(1).replace(/\.0$/, '')}${suffix}`;
}
