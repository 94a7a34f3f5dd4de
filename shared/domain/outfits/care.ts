/**
 * Fit and care: wash intervals, recent wears, cost per wear.
 */

/**
 * Cost per wear: price ÷ wears, rounded to cents; the price itself before the first wear.
 * @param price purchase price (any currency), ≥ 0
 * @param wears number of wears, ≥ 0
 * @returns null when the price is unknown or invalid
 */
export function costPerWear(price: number | null | undefined, wears: number): number | null {
  void price;
  void wears;
  throw new Error('not implemented yet');
}
