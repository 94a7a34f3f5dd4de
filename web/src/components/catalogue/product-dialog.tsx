/**
 * Product detail dialog (spec 02 §2.12, §4 Product dialog fit confidence, §8 toasts): name,
 * brand, price (struck-through original and SALE when different), category, the Fit
 * Confidence bar from the SERVER's fit score for the signed-in user (labels 90/80), a size
 * picker preselected with the recommended size, description, the main image and up to 4 extra
 * images, Save (Save Item dialog with 'Size: {size}' and sourceType 'product_detail'), Add to
 * Closet (own closet), Share (the share dialog: share with followers as a post, or the post's
 * link; issue 18) and 'Shop at {retailer}', plus the static shipping/returns/fit notes, and a
 * Like heart, a toggle (like / unlike interaction, optimistic, issue 18). Opening it records a
 * 'view' interaction (which also records a recent find and answers whether the viewer already
 * likes the product).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Bookmark, ExternalLink, Heart, Ruler, Share2, Shirt, ShieldCheck, Truck, Undo2 } from 'lucide-react';
import { fitConfidenceLabel } from '@seamline/shared/contracts/catalogue-constants';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useAddToCloset, useProductLikeToggle, useRecordInteraction, type InteractionSource } from '@/lib/catalogue/mutations';
import { useFitScore } from '@/lib/catalogue/queries';
import { isOnSale } from '@/lib/catalogue/format-price';
import { serverMessage } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { ShareDialog } from '@/components/social/share-dialog';
import { socialErrorText } from '@/lib/social/error-text';
import { SOCIAL_TEXTS } from '@seamline/shared/contracts/social-constants';
import { Price, SaleBadge } from './price';
import { SaveItemDialog } from './save-item-dialog';

/** Spec 02 §9: the dialog shows up to 4 extra images. */
export const MAX_EXTRA_IMAGES = 4;

export interface ProductDialogProps {
  product: Product | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the product was opened (the recorded interaction's and recent find's source). */
  source: InteractionSource;
}

export function ProductDialog({ product, open, onOpenChange, source }: ProductDialogProps) {
  const user = useCurrentUser();
  return (
    <Dialog open={open && product !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl p-0 sm:p-0" data-testid="product-dialog">
        {product && user ? <ProductDetails key={product.id} product={product} viewerId={user.id} source={source} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProductDetails({ product, viewerId, source }: { product: Product; viewerId: string; source: InteractionSource }) {
  const fit = useFitScore(product.id, viewerId);
  const view = useRecordInteraction();
  const share = useRecordInteraction();
  const [shareOpen, setShareOpen] = useState(false);
  const addToCloset = useAddToCloset(viewerId);
  const [pickedSize, setPickedSize] = useState<string | null>(null);
  const [imageIndex, setImageIndex] = useState(0);
  const [saveOpen, setSaveOpen] = useState(false);
  const sizeGroupId = useId();

  // One 'view' per opening (the dialog's content mounts per product).
  const recordView = useRef(view.mutate);
  useEffect(() => {
    recordView.current({ productId: product.id, type: 'view', source });
  }, [product.id, source]);

  const recommended = fit.data?.recommendedSize ?? null;
  const size = pickedSize ?? (recommended && product.sizes.includes(recommended) ? recommended : null);
  const images = product.images.slice(0, 1 + MAX_EXTRA_IMAGES);
  const mainImage = images[imageIndex] ?? images[0];
  const sizeNotes = size ? `Size: ${size}` : null;
  // The view's answer says whether the viewer already likes the product.
  const like = useProductLikeToggle(product.id, source, view.data?.liked === true, (error, attempted) =>
    toast.error('Error', { id: 'product-like', description: socialErrorText(error, attempted ? SOCIAL_TEXTS.likeFailed : SOCIAL_TEXTS.unlikeFailed) }),
  );
  const liked = like.value;

  const onAddToCloset = () =>
    addToCloset.mutate(
      { productId: product.id, notes: sizeNotes },
      {
        onSuccess: () => toast.success('Added to Closet', { description: product.name }),
        onError: (error) => toast.error('Error', { description: serverMessage(error, 'Failed to add to closet') }),
      },
    );

  return (
    <div className="grid md:grid-cols-2">
      <div className="bg-stone-50 p-4 sm:p-6">
        <img
          src={mainImage}
          alt={`${product.name} by ${product.brand}${imageIndex > 0 ? `, image ${imageIndex + 1}` : ''}`}
          width={400}
          height={500}
          className="mx-auto aspect-[4/5] w-full max-w-60 rounded-xl bg-stone-100 object-cover md:max-w-none"
        />
        {images.length > 1 ? (
          <ul aria-label="More images" className="mx-auto mt-3 grid max-w-60 grid-cols-5 gap-2 md:max-w-none">
            {images.map((src, index) => (
              <li key={src + index}>
                <button
                  type="button"
                  onClick={() => setImageIndex(index)}
                  aria-pressed={index === imageIndex}
                  aria-label={`Show image ${index + 1} of ${images.length}`}
                  className={cn(
                    'block overflow-hidden rounded-lg border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                    index === imageIndex ? 'border-brand-600' : 'border-transparent',
                  )}
                >
                  <img src={src} alt="" width={64} height={80} loading="lazy" className="aspect-[4/5] w-full bg-stone-100 object-cover" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="grid content-start gap-4 p-4 sm:p-6">
        <DialogHeader>
          <p className="text-sm font-medium text-stone-500">{product.brand}</p>
          <div className="flex items-start justify-between gap-2">
            <DialogTitle className="text-xl">{product.name}</DialogTitle>
            <Button
              variant="ghost"
              size="icon"
              className="-mt-1 size-9 shrink-0 disabled:opacity-100"
              aria-pressed={liked}
              aria-busy={like.pending || undefined}
              aria-label={`Like ${product.name}`}
              onClick={() => like.set(!liked)}
            >
              <Heart className={cn(liked && 'fill-red-500 text-red-500')} aria-hidden />
            </Button>
          </div>
          <DialogDescription className="sr-only">Product details, fit and sizes</DialogDescription>
          <div className="flex flex-wrap items-center gap-2">
            <Price product={product} size="lg" />
            {isOnSale(product) ? <SaleBadge label="SALE" /> : null}
          </div>
          <div className="flex flex-wrap gap-1.5 text-xs">
            <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium capitalize text-stone-800">{product.category}</span>
            <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium capitalize text-stone-800">{product.fitType} fit</span>
          </div>
        </DialogHeader>

        <FitConfidence fit={fit.data} />

        <fieldset>
          <legend id={sizeGroupId} className="mb-2 flex items-center gap-1.5 text-sm font-medium text-stone-800">
            <Ruler className="size-4" aria-hidden />
            Size
            {recommended && product.sizes.includes(recommended) ? <span className="font-normal text-stone-500">· we recommend {recommended}</span> : null}
          </legend>
          <div role="radiogroup" aria-labelledby={sizeGroupId} className="flex flex-wrap gap-2">
            {product.sizes.map((option) => (
              <label
                key={option}
                className={cn(
                  'inline-flex min-w-11 cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                  size === option ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
                )}
              >
                <input type="radio" name={`size-${product.id}`} value={option} checked={size === option} onChange={() => setPickedSize(option)} className="sr-only" />
                {option}
              </label>
            ))}
          </div>
        </fieldset>

        {product.description ? <p className="text-sm leading-relaxed text-stone-700">{product.description}</p> : null}

        <div className="flex flex-wrap gap-2 [&>button]:flex-auto [&>button]:px-3">
          <Button variant="outline" onClick={() => setSaveOpen(true)}>
            <Bookmark aria-hidden />
            Save
          </Button>
          <Button variant="outline" onClick={onAddToCloset} pending={addToCloset.isPending} pendingLabel="Adding...">
            <Shirt aria-hidden />
            Add to Closet
          </Button>
          <Button variant="outline" onClick={() => setShareOpen(true)}>
            <Share2 aria-hidden />
            Share
          </Button>
        </div>
        <Button asChild variant="accent">
          <a href={product.retailerUrl} target="_blank" rel="noopener noreferrer">
            Shop at {product.retailer}
            <ExternalLink aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>

        <ul className="grid gap-1.5 border-t border-stone-200 pt-3 text-xs text-stone-600">
          <li className="flex items-center gap-2">
            <Truck className="size-3.5" aria-hidden />
            Free shipping on orders over $50
          </li>
          <li className="flex items-center gap-2">
            <Undo2 className="size-3.5" aria-hidden />
            30-day return policy
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck className="size-3.5" aria-hidden />
            Fit guarantee: free size exchanges
          </li>
        </ul>
      </div>
      <SaveItemDialog product={product} open={saveOpen} onOpenChange={setSaveOpen} sourceType="product_detail" notes={sizeNotes} />
      <ShareDialog
        open={shareOpen}
        onOpenChange={setShareOpen}
        viewerId={viewerId}
        subject={{ kind: 'product', productId: product.id, name: product.name }}
        onShared={() => share.mutate({ productId: product.id, type: 'share', source })}
      />
    </div>
  );
}

/** The Fit Confidence bar: the server's score, its label (90/80), the recommendation and the confidence. */
function FitConfidence({ fit }: { fit: { fitScore: number; confidence: string; recommendation: string } | undefined }) {
  const labelId = useId();
  if (!fit) {
    return (
      <div role="status" aria-label="Loading your fit" className="grid gap-2">
        <div className="h-4 w-40 animate-pulse rounded bg-stone-100" />
        <div className="h-2 w-full animate-pulse rounded-full bg-stone-100" />
      </div>
    );
  }
  const label = fitConfidenceLabel(fit.fitScore);
  const tone = fit.fitScore >= 90 ? 'bg-emerald-500' : fit.fitScore >= 80 ? 'bg-amber-400' : 'bg-red-500';
  return (
    <section aria-labelledby={labelId} className="grid gap-1.5 rounded-xl border border-stone-200 p-3" data-testid="fit-confidence">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <h3 id={labelId} className="font-medium text-stone-800">
          Fit Confidence
        </h3>
        <span className="font-semibold text-stone-900">
          <span data-testid="fit-score">{fit.fitScore}</span>% · {label}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fit.fitScore}
        aria-valuetext={`${fit.fitScore}%, ${label}`}
        className="h-2 overflow-hidden rounded-full bg-stone-100"
      >
        <div className={cn('h-full rounded-full', tone)} style={{ width: `${fit.fitScore}%` }} />
      </div>
      <p className="text-xs text-stone-600">
        {fit.recommendation} <span className="text-stone-500">· Confidence: {fit.confidence}</span>
      </p>
    </section>
  );
}
