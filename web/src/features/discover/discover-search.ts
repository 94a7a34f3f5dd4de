/**
 * `/discover` search params: `mode` (spec 02 §4 Discover mode: users | recommendations |
 * products; Similar Users is the default), `category` (a chip's filter; none = All) and
 * `product` (the `/discover?product=<id>` deep link that opens the product dialog).
 *
 * The route's `validateSearch` is in the initial bundle, so this file holds plain constants
 * (no contracts module, which would pull zod in); `satisfies` keeps them in step with the
 * contracts' PRODUCT_CATEGORIES.
 */
import type { ProductCategory } from '@seamline/shared/contracts/catalogue';
import { oneOf, optionalString } from '../../lib/search-params';

export const DISCOVER_MODES = ['users', 'recommendations', 'products'] as const;
export type DiscoverMode = (typeof DISCOVER_MODES)[number];

const CATEGORY_VALUES = ['tops', 'bottoms', 'dresses', 'outerwear', 'shoes', 'accessories'] as const satisfies readonly ProductCategory[];

export interface DiscoverSearch {
  mode?: DiscoverMode;
  category?: ProductCategory;
  product?: string;
}

/** Bad values fall back to the defaults (no error): Similar Users, All, no product. */
export function validateDiscoverSearch(search: Record<string, unknown>): DiscoverSearch {
  const product = optionalString(search.product);
  return {
    mode: oneOf(search.mode, DISCOVER_MODES, undefined),
    category: oneOf(search.category, CATEGORY_VALUES, undefined),
    product: product && product.length <= 64 ? product : undefined,
  };
}
