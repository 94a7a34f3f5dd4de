/** The mobile search box's client-side filter over loaded products (name or brand, case-insensitive). */
import type { Product } from '@seamline/shared/contracts/catalogue';

/** True when `term` (already trimmed) is empty or found in the product's name or brand. */
export function matchesTerm(product: Pick<Product, 'name' | 'brand'>, term: string): boolean {
  if (!term) return true;
  const needle = term.toLocaleLowerCase();
  return product.name.toLocaleLowerCase().includes(needle) || product.brand.toLocaleLowerCase().includes(needle);
}
