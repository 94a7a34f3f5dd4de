/**
 * A fit similarity (0–100 with two decimals) as a percentage for person cards: at most one
 * decimal, rounded DOWN so a score under the 92 % 'Perfect Fit' line never reads as 92 %
 * (91.96 → '91.9%'), and '.0' dropped (96.0 → '96%').
 */
export function formatScore(score: number): string {
  const tenths = Math.floor(Math.min(100, Math.max(0, score)) * 10) / 10;
  return `${tenths.toFixed(1).replace(/\.0$/, '')}%`;
}
