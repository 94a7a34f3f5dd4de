/**
 * Item details (spec 02 §2.5): photo gallery with thumbnails (`item.images`: the item's photos,
 * else the product's), notes or the product's description, a collapsible 'Outfit Info'
 * (size, color, fit label, brand, category, price with currency symbol, purchase date), the
 * owner's 'Edit Item' (opens `EditItemDialog`) and 'View in Store' (new tab) when there is a
 * store link; a saved edit closes the details (Cancel returns to them). The spec's fixed placeholder handle is left out (it was a placeholder).
 * On one's own item, like, comments and share (issue 18): the item's post is made by its first
 * like or comment (spec 02 §4), or shared with followers from the share dialog.
 * The owner also sees the wear log (issue 34 §4, `ItemWearLog`): wears, last worn, cost per wear,
 * 'Log a wear' / 'Undo' / 'Mark washed'.
 */
import { useState } from 'react';
import { ChevronDown, ExternalLink, Pencil, Shirt } from 'lucide-react';
import { FIT_RATING_LABELS, type FitRating } from '@seamline/shared/contracts/closet-constants';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { ItemSocialBar } from '@/components/social/item-social-bar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatPrice } from '@/lib/catalogue/format-price';
import { cn } from '@/lib/utils';
import { EditItemDialog } from './edit-item-dialog';
import { categoryLabel } from './item-fields';
import { ItemWearLog } from './item-wear-log';

export interface ItemDetailsDialogProps {
  item: ClosetItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** True for the closet's owner: shows 'Edit Item', and like, comments and share. */
  canEdit: boolean;
  /** The signed-in user (for the social bar). */
  viewerId?: string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** 'YYYY-MM-DD' → e.g. 'March 4, 2026' in the viewer's locale (a calendar date: no time zone shift). */
export function formatPurchaseDate(value: string): string {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return value;
  return dateFormat.format(new Date(y, m - 1, d));
}

export function ItemDetailsDialog({ item, open, onOpenChange, canEdit, viewerId }: ItemDetailsDialogProps) {
  const [index, setIndex] = useState(0);
  const [editing, setEditing] = useState(false);
  const images = item.images;
  const current = images[Math.min(index, images.length - 1)];
  const text = item.notes ?? item.product?.description ?? null;
  const fit = item.fitRating ? FIT_RATING_LABELS[item.fitRating as FitRating] : null;
  const info: [string, string | null][] = [
    ['Size', item.size],
    ['Color', item.color],
    ['Fit', fit],
    ['Brand', item.brand],
    ['Category', item.category ? categoryLabel(item.category) : null],
    ['Price', item.price != null ? formatPrice(item.price, item.currency ?? 'USD') : null],
    ['Purchase date', item.purchaseDate ? formatPurchaseDate(item.purchaseDate) : null],
  ];

  return (
    <>
      <Dialog open={open && !editing} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{item.name}</DialogTitle>
            <DialogDescription>{item.brand ?? 'Closet item'}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="grid content-start gap-2">
              <div className="aspect-square overflow-hidden rounded-xl bg-stone-100">
                {current ? (
                  <img src={current.url} alt={`${item.name}, photo ${index + 1} of ${images.length}`} className="size-full object-cover" />
                ) : (
                  <div className="flex size-full items-center justify-center text-stone-400">
                    <Shirt className="size-12" aria-hidden />
                    <span className="sr-only">No photo</span>
                  </div>
                )}
              </div>
              {images.length > 1 ? (
                <ul className="flex gap-2" aria-label="Photos">
                  {images.map((img, i) => (
                    <li key={img.url}>
                      <button
                        type="button"
                        onClick={() => setIndex(i)}
                        aria-current={i === index || undefined}
                        className={cn(
                          'size-16 overflow-hidden rounded-lg border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                          i === index ? 'border-brand-600' : 'border-transparent',
                        )}
                      >
                        <img src={img.thumbUrl} alt="" className="size-full object-cover" />
                        <span className="sr-only">Show photo {i + 1}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="grid content-start gap-4">
              {canEdit && viewerId ? <ItemSocialBar viewerId={viewerId} productId={item.productId ?? item.id} name={item.name} /> : null}
              {text ? <p className="whitespace-pre-line text-sm text-stone-700">{text}</p> : null}
              <details open className="group rounded-xl border border-stone-200">
                <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
                  Outfit Info
                  <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
                </summary>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 px-4 pb-4 text-sm">
                  {info.map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-stone-500">{label}</dt>
                      <dd className="text-stone-900">{value ?? '—'}</dd>
                    </div>
                  ))}
                </dl>
              </details>
              {canEdit ? <ItemWearLog item={item} /> : null}
            </div>
          </div>
          <DialogFooter>
            {item.storeUrl ? (
              <Button variant="outline" asChild>
                <a href={item.storeUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden /> View in Store
                </a>
              </Button>
            ) : null}
            {canEdit ? (
              <Button onClick={() => setEditing(true)}>
                <Pencil aria-hidden /> Edit Item
              </Button>
            ) : null}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {canEdit ? (
        <EditItemDialog
          item={item}
          open={open && editing}
          onOpenChange={(next) => {
            if (!next) setEditing(false);
          }}
          // After a save the details would show the old values: close them (Cancel goes back).
          onSaved={() => onOpenChange(false)}
        />
      ) : null}
    </>
  );
}
