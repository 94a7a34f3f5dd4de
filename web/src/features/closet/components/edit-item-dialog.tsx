/**
 * 'Edit Item' (spec 02 §2.4, §5, §8): photos (existing ones with remove, new ones upload on
 * pick; the picker hides once 3 are there), name*, brand, category (CLOSET_CATEGORIES), size*,
 * color, price + currency, store URL, notes, fit rating. Saves with
 * `PUT /api/closets/{closetId}/custom-items/{itemId}` `{…, photos: {keep, add}}`.
 * Picking photos beyond 3 in total is refused ('Too many photos'); non-images are refused
 * with their name ('Invalid file type').
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  CLOSET_CATEGORIES,
  CLOSET_ITEM_LIMITS as L,
  CLOSET_SIZES,
  CLOSET_TOASTS,
  DEFAULT_FIT_RATING,
  MAX_ITEM_PHOTOS,
  type ClosetCategory,
  type FitRating,
} from '@seamline/shared/contracts/closet-constants';
import type { Currency } from '@seamline/shared/contracts/catalogue-constants';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateCustomItem } from '@/lib/closet/item-mutations';
import { announceRefusedPhotos, pickPhotos } from '@/lib/closet/uploads';
import { FitRatingField, Options, PriceWithCurrency, Select, categoryLabel, checkOptionalFields, type ItemFieldErrors } from './item-fields';
import { PhotoPicker, usePhotoUploads, type PhotoSlot } from './photo-picker';

export interface EditItemDialogProps {
  item: ClosetItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved item after 'Item Updated Successfully' (before the dialog closes). */
  onSaved?: (item: ClosetItem) => void;
}

interface Values {
  name: string;
  brand: string;
  category: string;
  size: string;
  color: string;
  price: string;
  currency: Currency;
  storeUrl: string;
  notes: string;
  fitRating: FitRating;
}

function valuesOf(item: ClosetItem): Values {
  return {
    name: item.name,
    brand: item.brand ?? '',
    category: item.category && (CLOSET_CATEGORIES as readonly string[]).includes(item.category) ? item.category : '',
    size: item.size ?? '',
    color: item.color ?? '',
    price: item.price != null ? String(item.price) : '',
    currency: item.currency ?? 'USD',
    storeUrl: item.storeUrl ?? '',
    notes: item.notes ?? '',
    fitRating: (item.fitRating ?? DEFAULT_FIT_RATING) as FitRating,
  };
}

function slotsOf(item: ClosetItem): PhotoSlot[] {
  return item.photos.map((p) => ({ id: p.id, previewUrl: p.thumbUrl, status: 'existing', progress: 1, name: p.id }));
}

const errorsKeys = { name: 1, size: 1, price: 1, storeUrl: 1 };

export function EditItemDialog({ item, open, onOpenChange, onSaved }: EditItemDialogProps) {
  const id = useId();
  const update = useUpdateCustomItem();
  const photos = usePhotoUploads(item.closetId, slotsOf(item));
  const [values, setValues] = useState<Values>(() => valuesOf(item));
  const [errors, setErrors] = useState<ItemFieldErrors>({});
  const { reset: resetPhotos } = photos;
  const itemRef = useRef(item);
  itemRef.current = item;

  // Each opening starts from the item as it is then.
  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(itemRef.current));
    setErrors({});
    resetPhotos(slotsOf(itemRef.current));
  }, [open, resetPhotos]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // An error goes away once its field is changed.
    if (key in errorsKeys) setErrors((e) => (e[key as keyof ItemFieldErrors] ? { ...e, [key]: undefined } : e));
  };
  const changeOpen = (next: boolean) => {
    if (update.isPending) return;
    onOpenChange(next);
  };

  /** Retry of a failed photo (issue 22): the same toast as a failed pick when it fails again. */
  const retryPhoto = async (id: string) => {
    if (!(await photos.retry(id))) toast.error(CLOSET_TOASTS.uploadFailed.title, { description: CLOSET_TOASTS.uploadFailed.description });
  };

  const pick = async (files: File[]) => {
    const picked = await pickPhotos(files, Number.POSITIVE_INFINITY);
    announceRefusedPhotos(picked);
    const images = picked.accepted;
    if (!images.length) return;
    if (photos.slots.length + images.length > MAX_ITEM_PHOTOS) {
      toast.error(CLOSET_TOASTS.tooManyPhotos.title, { description: CLOSET_TOASTS.tooManyPhotos.description });
      return;
    }
    void photos.add(images).then((ok) => {
      if (ok === images.length) toast.success(CLOSET_TOASTS.photosUploaded.title);
      else toast.error(CLOSET_TOASTS.uploadFailed.title, { description: CLOSET_TOASTS.uploadFailed.description });
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: ItemFieldErrors = {};
    if (!values.name.trim()) next.name = 'Required';
    if (!values.size) next.size = 'Required';
    if (Object.keys(next).length) {
      setErrors(next);
      toast.error(CLOSET_TOASTS.missingRequiredEdit.title, { description: CLOSET_TOASTS.missingRequiredEdit.description });
      return;
    }
    const { price, errors: invalid } = checkOptionalFields(values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    const keep = photos.slots.filter((s) => s.status === 'existing').map((s) => s.id);
    const add = photos.slots.filter((s) => s.status === 'done' && s.key).map((s) => s.key!);
    update.mutate(
      {
        closetId: item.closetId,
        itemId: item.id,
        body: {
          name: values.name.trim(),
          size: values.size,
          category: (values.category || null) as ClosetCategory | null,
          brand: values.brand.trim() || null,
          color: values.color.trim() || null,
          price,
          currency: values.currency,
          purchaseDate: item.purchaseDate,
          storeUrl: values.storeUrl.trim() || null,
          notes: values.notes.trim() || null,
          fitRating: values.fitRating,
          photos: { keep, add },
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(CLOSET_TOASTS.itemUpdated.title);
          onSaved?.(saved);
          onOpenChange(false);
        },
        onError: () => toast.error(CLOSET_TOASTS.updateFailed.title, { description: CLOSET_TOASTS.updateFailed.description }),
      },
    );
  };

  const busy = update.isPending;
  // A size not in the list (e.g. imported) stays selectable.
  const sizes: readonly string[] = values.size && !(CLOSET_SIZES as readonly string[]).includes(values.size) ? [values.size, ...CLOSET_SIZES] : CLOSET_SIZES;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Item</DialogTitle>
          <DialogDescription>Update the details and photos of this piece. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <PhotoPicker label="Photos" slots={photos.slots} onPick={(files) => void pick(files)} onRemove={photos.remove} onRetry={(id) => void retryPhoto(id)} disabled={busy} />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id={`${id}-name`} label="Name *" error={errors.name}>
              {(c) => <Input {...c} value={values.name} onChange={(e) => set('name', e.target.value)} maxLength={L.name} required />}
            </FormField>
            <FormField id={`${id}-brand`} label="Brand">
              {(c) => <Input {...c} value={values.brand} onChange={(e) => set('brand', e.target.value)} maxLength={L.brand} />}
            </FormField>
            <FormField id={`${id}-category`} label="Category">
              {(c) => (
                <Select {...c} value={values.category} onChange={(e) => set('category', e.target.value)}>
                  <Options values={CLOSET_CATEGORIES} empty="No category" format={categoryLabel} />
                </Select>
              )}
            </FormField>
            <FormField id={`${id}-size`} label="Size *" error={errors.size}>
              {(c) => (
                <Select {...c} value={values.size} onChange={(e) => set('size', e.target.value)} required>
                  <Options values={sizes} empty="Select a size" />
                </Select>
              )}
            </FormField>
            <FormField id={`${id}-color`} label="Color">
              {(c) => <Input {...c} value={values.color} onChange={(e) => set('color', e.target.value)} maxLength={L.color} />}
            </FormField>
            <FormField id={`${id}-price`} label="Price" error={errors.price}>
              {(c) => (
                <PriceWithCurrency control={c} price={values.price} currency={values.currency} onPrice={(v) => set('price', v)} onCurrency={(v) => set('currency', v)} />
              )}
            </FormField>
            <FormField id={`${id}-url`} label="Store URL" error={errors.storeUrl} className="sm:col-span-2">
              {(c) => <Input {...c} type="url" value={values.storeUrl} onChange={(e) => set('storeUrl', e.target.value)} maxLength={L.url} placeholder="https://" />}
            </FormField>
          </div>
          <FormField id={`${id}-notes`} label="Notes">
            {(c) => <Textarea {...c} rows={3} value={values.notes} onChange={(e) => set('notes', e.target.value)} maxLength={L.notes} />}
          </FormField>
          <FitRatingField value={values.fitRating} onChange={(v) => set('fitRating', v)} disabled={busy} />
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton pending={busy || photos.uploading} pendingLabel={busy ? 'Saving...' : 'Uploading photos...'}>
              Save Changes
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
