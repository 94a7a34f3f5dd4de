/**
 * 'Add Product From Store' (issue 7, spec 02 §2.15 made real): ask the API to read a store
 * product page, and turn the result into the Add item dialog's `initial` values.
 */
import { useMutation } from '@tanstack/react-query';
import type { StoreImportResult } from '@seamline/shared/contracts/closet';
import { api } from '../api-client';

/** Client-side check of the URL field (same rule as the contract: http or https, parsable). */
export function isStoreUrl(value: string): boolean {
  try {
    const u = new URL(value.trim());
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Prefill values of the Add item dialog (helper D's `AddCustomItemDialog` `initial` prop). */
export interface StoreImportInitial {
  name?: string;
  brand?: string;
  price?: number;
  currency?: string;
  category?: string;
  color?: string;
  /** `color` was named from the photo with this confidence (the page gave none). */
  colorFromPhoto?: 'high' | 'low';
  storeUrl?: string;
  notes?: string;
  photo?: { key: string; previewUrl: string };
}

/** Map an import result to the Add item dialog's `initial` (null fields left out). */
export function toInitialItem(result: StoreImportResult): StoreImportInitial {
  const initial: StoreImportInitial = { storeUrl: result.storeUrl };
  if (result.name) initial.name = result.name;
  if (result.brand) initial.brand = result.brand;
  if (result.price !== null) initial.price = result.price;
  if (result.currency) initial.currency = result.currency;
  if (result.category) initial.category = result.category;
  if (result.color) initial.color = result.color;
  if (result.color && result.colorFromPhoto) initial.colorFromPhoto = result.colorFromPhoto;
  if (result.photo) initial.photo = result.photo;
  return initial;
}

/** `POST /api/closets/{closetId}/imports`: read a store page; errors are ApiError with the server's message. */
export function useStoreImport(closetId: string) {
  return useMutation({
    mutationFn: (url: string) =>
      api('POST /api/closets/{closetId}/imports', {
        params: { closetId },
        body: { url: url.trim() },
      }),
  });
}
