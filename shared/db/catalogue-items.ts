/**
 * Catalogue items ↔ the Product DTO. ONE place maps them: the catalogue seeder (and the
 * 10,000-product benchmark) writes `productWriteItems(...)`, the catalogue and collections
 * areas read items back through `productDtoOf(...)`.
 *
 * Images are stored as keys in the media bucket under `catalogue/`; the DTO carries the
 * same-origin URL `/catalogue/<key>` (CloudFront `/catalogue/*` → the media bucket; locally the
 * gateway serves the same path from the S3 stand-in).
 */
import type { Product } from '../contracts/catalogue';

/** URL path prefix of catalogue images (and their key prefix in the media bucket). */
export const CATALOGUE_PREFIX = 'catalogue/';

/** Same-origin URL of a catalogue image key (`abc.svg` → `/catalogue/abc.svg`). */
export const catalogueImageUrl = (key: string) => `/${CATALOGUE_PREFIX}${key}`;

/** Attributes of a Product item (`entities/product.ts`); images are bucket keys without the prefix. */
export type ProductItem = Omit<Product, 'id' | 'images' | 'originalPrice'> & {
  productId: string;
  images: string[];
  originalPrice?: number;
  listedAt: string;
};

/** Attributes of a ProductTag item (`entities/product-tag.ts`). */
export interface ProductTagItem {
  productId: string;
  tag: string;
  listedAt: string;
  product: Product;
}

/** A stored Product item (or anything shaped like one) as the API's Product DTO. */
export function productDtoOf(item: ProductItem): Product {
  return {
    id: item.productId,
    name: item.name,
    brand: item.brand,
    category: item.category,
    price: item.price,
    originalPrice: item.originalPrice ?? null,
    currency: item.currency ?? 'USD',
    images: item.images.map(catalogueImageUrl),
    sizes: item.sizes,
    fitType: item.fitType ?? 'regular',
    standardMeasurements: item.standardMeasurements ?? [],
    style: item.style ?? [],
    occasion: item.occasion ?? [],
    season: item.season ?? [],
    material: item.material ?? '',
    colors: item.colors ?? [],
    description: item.description ?? '',
    retailer: item.retailer,
    retailerUrl: item.retailerUrl,
  };
}

/** The items to write for one product: the Product and one ProductTag per style. */
export function productWriteItems(item: ProductItem): { product: ProductItem; tags: ProductTagItem[] } {
  const dto = productDtoOf(item);
  return {
    product: item,
    tags: [...new Set(item.style)].map((tag) => ({ productId: item.productId, tag, listedAt: item.listedAt, product: dto })),
  };
}
