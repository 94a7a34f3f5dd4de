/**
 * 'Add Item to Your Closet' (spec 02 §2.3, §5, §8): name*, brand, category*, size*, color*,
 * purchase price + currency, purchase date, store URL, notes, fit rating (default 3) and 1–3
 * photos*. Photos upload on pick; the first one's dominant colour (background ignored, issue 34
 * §6) prefills an empty colour field ('Suggested from your photo', or the unsure hint when the
 * garment could not be told from its background). Checked here as §5 says before `POST …/custom-items`;
 * the API checks again. `initial` prefills the form (a store import); its photo is already
 * uploaded and counts as one of the 3.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  ADD_ITEM_CATEGORIES,
  CLOSET_ITEM_LIMITS as L,
  CLOSET_SIZES,
  CLOSET_TOASTS,
  COLOUR_SUGGESTION_HINTS,
  DEFAULT_FIT_RATING,
  MAX_ITEM_PHOTOS,
  type ClosetCategory,
  type FitRating,
} from '@seamline/shared/contracts/closet-constants';
import { CURRENCIES, type Currency } from '@seamline/shared/contracts/catalogue-constants';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { suggestColourFromFile } from '@/lib/closet/dominant-colour';
import { useCreateCustomItem } from '@/lib/closet/item-mutations';
import { announceRefusedPhotos, pickPhotos } from '@/lib/closet/uploads';
import { FitRatingField, Options, PriceWithCurrency, Select, categoryLabel, checkOptionalFields, type ItemFieldErrors } from './item-fields';
import { PhotoPicker, usePhotoUploads, type PhotoSlot } from './photo-picker';

/** Prefill of the Add form (e.g. from 'Add Product From Store'). */
export interface AddItemInitial {
  name?: string | null;
  brand?: string | null;
  price?: number | null;
  /** A CURRENCIES code; anything else falls back to USD. */
  currency?: string | null;
  /** An ADD_ITEM_CATEGORIES value; anything else leaves the category to pick. */
  category?: string | null;
  color?: string | null;
  /** `color` was named from the photo (a store import whose page gave none): the hint's confidence. */
  colorFromPhoto?: 'high' | 'low' | null;
  storeUrl?: string | null;
  notes?: string | null;
  /** Already uploaded photo (its key goes into `photoKeys`). */
  photo?: { key: string; previewUrl: string } | null;
}

export interface AddCustomItemDialogProps {
  closetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: AddItemInitial;
  /** Section to add into (`null`/absent = 'My Items'). */
  sectionId?: string | null;
}

interface Values {
  name: string;
  brand: string;
  category: string;
  size: string;
  color: string;
  price: string;
  currency: Currency;
  purchaseDate: string;
  storeUrl: string;
  notes: string;
  fitRating: FitRating;
}

function valuesFrom(initial?: AddItemInitial): Values {
  return {
    name: initial?.name ?? '',
    brand: initial?.brand ?? '',
    category: initial?.category && (ADD_ITEM_CATEGORIES as readonly string[]).includes(initial.category) ? initial.category : '',
    size: '',
    color: initial?.color ?? '',
    price: initial?.price != null ? String(initial.price) : '',
    currency: initial?.currency && (CURRENCIES as readonly string[]).includes(initial.currency) ? (initial.currency as Currency) : 'USD',
    purchaseDate: '',
    storeUrl: initial?.storeUrl ?? '',
    notes: initial?.notes ?? '',
    fitRating: DEFAULT_FIT_RATING,
  };
}

function slotsFrom(initial?: AddItemInitial): PhotoSlot[] {
  const p = initial?.photo;
  return p ? [{ id: `initial-${p.key}`, previewUrl: p.previewUrl, status: 'done', progress: 1, key: p.key, name: 'Store photo' }] : [];
}

const errorsKeys = { name: 1, brand: 1, category: 1, size: 1, color: 1, price: 1, purchaseDate: 1, storeUrl: 1, notes: 1 };

export function AddCustomItemDialog({ closetId, open, onOpenChange, initial, sectionId }: AddCustomItemDialogProps) {
  const id = useId();
  const create = useCreateCustomItem();
  const photos = usePhotoUploads(closetId, slotsFrom(initial));
  const [values, setValues] = useState<Values>(() => valuesFrom(initial));
  const [errors, setErrors] = useState<ItemFieldErrors>({});
  const [suggested, setSuggested] = useState<'high' | 'low' | false>(() => initial?.colorFromPhoto ?? false);
  const { reset: resetPhotos } = photos;
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const colourRef = useRef(values.color);
  colourRef.current = values.color;

  // Each opening starts from the `initial` of that moment (a new import gives a new prefill).
  useEffect(() => {
    if (!open) return;
    setValues(valuesFrom(initialRef.current));
    setErrors({});
    setSuggested(initialRef.current?.colorFromPhoto ?? false);
    resetPhotos(slotsFrom(initialRef.current));
  }, [open, resetPhotos]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'color') setSuggested(false);
    // An error goes away once its field is changed.
    if (key in errorsKeys) setErrors((e) => (e[key as keyof ItemFieldErrors] ? { ...e, [key]: undefined } : e));
  };

  const changeOpen = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
  };

  /** Retry of a failed photo (issue 22): the same toast as a failed pick when it fails again. */
  const retryPhoto = async (id: string) => {
    if (!(await photos.retry(id))) toast.error(CLOSET_TOASTS.uploadFailed.title, { description: CLOSET_TOASTS.uploadFailed.description });
  };

  const pick = async (files: File[]) => {
    const wasEmpty = photos.slots.length === 0;
    const picked = await pickPhotos(files, MAX_ITEM_PHOTOS - photos.slots.length);
    announceRefusedPhotos(picked);
    const { accepted } = picked;
    if (!accepted.length) return;
    toast.success(CLOSET_TOASTS.photosAdded.title);
    setErrors((e) => ({ ...e, photos: undefined }));
    void photos.add(accepted).then((ok) => {
      if (ok < accepted.length) toast.error(CLOSET_TOASTS.uploadFailed.title, { description: CLOSET_TOASTS.uploadFailed.description });
    });
    if (wasEmpty) {
      void suggestColourFromFile(accepted[0]!).then((suggestion) => {
        // Only an empty colour is prefilled (the person may have typed one meanwhile).
        if (!suggestion || colourRef.current.trim()) return;
        setValues((v) => ({ ...v, color: suggestion.name }));
        setSuggested(suggestion.confidence);
        setErrors((e) => ({ ...e, color: undefined }));
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keys = photos.slots.filter((s) => s.key).map((s) => s.key!);
    const next: ItemFieldErrors = {};
    const required = 'Required';
    if (!values.name.trim()) next.name = required;
    if (!values.category) next.category = required;
    if (!values.size) next.size = required;
    if (!values.color.trim()) next.color = required;
    if (!keys.length) next.photos = 'Upload at least one photo';
    if (Object.keys(next).length) {
      setErrors(next);
      toast.error(CLOSET_TOASTS.missingRequiredAdd.title, { description: CLOSET_TOASTS.missingRequiredAdd.description });
      return;
    }
    const { price, errors: invalid } = checkOptionalFields(values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    create.mutate(
      {
        closetId,
        body: {
          name: values.name.trim(),
          brand: values.brand.trim() || null,
          category: values.category as ClosetCategory,
          size: values.size,
          color: values.color.trim(),
          price,
          currency: values.currency,
          purchaseDate: values.purchaseDate || null,
          storeUrl: values.storeUrl.trim() || null,
          notes: values.notes.trim() || null,
          fitRating: values.fitRating,
          photoKeys: keys,
          sectionId: sectionId ?? null,
        },
      },
      {
        onSuccess: () => {
          toast.success(CLOSET_TOASTS.itemAdded.title);
          onOpenChange(false);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.serverMessage : undefined;
          toast.error(CLOSET_TOASTS.addFailed.title, { description: message || CLOSET_TOASTS.addFailed.description });
        },
      },
    );
  };

  const busy = create.isPending;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Item to Your Closet</DialogTitle>
          <DialogDescription>Upload your own photos and describe the piece. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <PhotoPicker label="Photos *" slots={photos.slots} onPick={(files) => void pick(files)} onRemove={photos.remove} onRetry={(id) => void retryPhoto(id)} error={errors.photos} disabled={busy} />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id={`${id}-name`} label="Name *" error={errors.name}>
              {(c) => <Input {...c} value={values.name} onChange={(e) => set('name', e.target.value)} maxLength={L.name} required placeholder="e.g. Linen shirt" />}
            </FormField>
            <FormField id={`${id}-brand`} label="Brand" error={errors.brand}>
              {(c) => <Input {...c} value={values.brand} onChange={(e) => set('brand', e.target.value)} maxLength={L.brand} />}
            </FormField>
            <FormField id={`${id}-category`} label="Category *" error={errors.category}>
              {(c) => (
                <Select {...c} value={values.category} onChange={(e) => set('category', e.target.value)} required>
                  <Options values={ADD_ITEM_CATEGORIES} empty="Select a category" format={categoryLabel} />
                </Select>
              )}
            </FormField>
            <FormField id={`${id}-size`} label="Size *" error={errors.size}>
              {(c) => (
                <Select {...c} value={values.size} onChange={(e) => set('size', e.target.value)} required>
                  <Options values={CLOSET_SIZES} empty="Select a size" />
                </Select>
              )}
            </FormField>
            <FormField id={`${id}-color`} label="Color *" error={errors.color} hint={suggested ? COLOUR_SUGGESTION_HINTS[suggested] : undefined}>
              {(c) => <Input {...c} value={values.color} onChange={(e) => set('color', e.target.value)} maxLength={L.color} required placeholder="e.g. navy" />}
            </FormField>
            <FormField id={`${id}-date`} label="Purchase date" error={errors.purchaseDate}>
              {(c) => <Input {...c} type="date" value={values.purchaseDate} onChange={(e) => set('purchaseDate', e.target.value)} />}
            </FormField>
            <FormField id={`${id}-price`} label="Purchase price" error={errors.price}>
              {(c) => (
                <PriceWithCurrency control={c} price={values.price} currency={values.currency} onPrice={(v) => set('price', v)} onCurrency={(v) => set('currency', v)} />
              )}
            </FormField>
            <FormField id={`${id}-url`} label="Store URL" error={errors.storeUrl}>
              {(c) => <Input {...c} type="url" value={values.storeUrl} onChange={(e) => set('storeUrl', e.target.value)} maxLength={L.url} placeholder="https://" />}
            </FormField>
          </div>
          <FormField id={`${id}-notes`} label="Notes" error={errors.notes}>
            {(c) => <Textarea {...c} rows={3} value={values.notes} onChange={(e) => set('notes', e.target.value)} maxLength={L.notes} />}
          </FormField>
          <FitRatingField value={values.fitRating} onChange={(v) => set('fitRating', v)} disabled={busy} />
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton pending={busy || photos.uploading} pendingLabel={busy ? 'Adding...' : 'Uploading photos...'}>
              Add to Closet
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
