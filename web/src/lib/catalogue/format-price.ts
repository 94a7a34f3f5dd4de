/** Prices of catalogue products as shown on cards and in the product dialog. */
import { CURRENCY_SYMBOLS, type Currency } from '@seamline/shared/contracts/catalogue-constants';

/** Currencies written without minor units. */
const NO_DECIMALS: ReadonlySet<string> = new Set(['JPY']);

/**
 * `'$49.99'`, `'€120.00'`, `'¥5000'`: the currency's symbol (spec 02 §3 CURRENCY_SYMBOLS, `$` when
 * unknown) and the amount in major units with 2 decimals (none for yen).
 */
export function formatPrice(amount: number, currency: Currency | string): string {
  const symbol = (CURRENCY_SYMBOLS as Record<string, string>)[currency] ?? '$';
  return `${symbol}${amount.toFixed(NO_DECIMALS.has(currency) ? 0 : 2)}`;
}

/** True when the product is on sale: it has an original price that differs from the price (spec 02 §2.12). */
export function isOnSale(product: { price: number; originalPrice: number | null }): product is { price: number; originalPrice: number } {
  return product.originalPrice !== null && product.originalPrice !== product.price;
}
