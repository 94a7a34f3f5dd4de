/**
 * The planning dialog's Upload Photo tab (spec 02 §2.6): several image files at once, uploaded
 * straight to storage with presigned POSTs (`uploadOutfitPhotos`), shown as thumbnails with a
 * remove button; the button reads 'Choose Photo', or 'Uploading...' while the photos go up.
 * Each file is checked by its bytes and size first (JPEG, PNG, WebP, HEIC ≤ 10 MB), at most 6
 * photos per outfit. Toasts: 'Photos uploaded successfully'; 'Upload failed' / 'Please try again
 * or check your connection' (spec 02 §8), with a Retry action for the same files unless the
 * server refused a photo (issue 22: an upload during a storage outage can be retried).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ImageUp, X } from 'lucide-react';
import { toast } from 'sonner';
import { OUTFIT_LIMITS, OUTFIT_TEXTS, OUTFIT_TOASTS } from '@seamline/shared/contracts/outfits-constants';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { announceRefusedPhotos, pickPhotos } from '@/lib/closet/uploads';
import { IMAGE_ACCEPT } from '@/lib/image-file';
import { planItemFromUpload, type PlanItem } from '@/lib/outfits/plan';
import { uploadOutfitPhotos } from '@/lib/outfits/uploads';

export interface UploadPanelProps {
  plan: readonly PlanItem[];
  onAdd: (items: PlanItem[]) => void;
  onRemove: (key: string) => void;
  /** A preview URL of a photo, kept while the planning dialog is open (the plan shows it too). */
  preview: (file: File) => string;
}

/**
 * Object URLs for the dialog's photo previews and their numbers ('Uploaded photo 3'); the URLs
 * are released when the dialog closes (not when the tab changes: the plan still shows them).
 */
export function usePhotoPreviews() {
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  return (file: File) => {
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    return url;
  };
}

export function UploadPanel({ plan, onAdd, onRemove, preview }: UploadPanelProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const photos = plan.filter((p) => p.kind === 'upload');
  const room = OUTFIT_LIMITS.outfitImagesMax - photos.length;
  // Photos are numbered after the highest number in the plan ('Uploaded photo 3').
  const lastNumber = Math.max(0, ...photos.map((p) => Number(/(\d+)$/.exec(p.name)?.[1] ?? 0)));

  const choose = async (files: File[]) => {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const picked = await pickPhotos(files, room);
    announceRefusedPhotos(picked);
    if (picked.dropped > 0) toast.info(`Only ${OUTFIT_LIMITS.outfitImagesMax} photos fit in one outfit`, { description: `${picked.dropped} not added.` });
    if (picked.accepted.length === 0) return;
    await upload(picked.accepted);
  };

  /** Upload accepted photos; a failure toasts 'Upload failed' with a Retry of the same files (issue 22). */
  const upload = async (accepted: File[]) => {
    setUploading(true);
    try {
      const keys = await uploadOutfitPhotos(accepted);
      const items = keys.map((key, i) => planItemFromUpload(key, preview(accepted[i]!), lastNumber + i + 1));
      onAdd(items);
      toast.success(OUTFIT_TOASTS.photosUploaded.title);
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400 && error.serverMessage;
      const description = refused ? error.serverMessage : OUTFIT_TOASTS.uploadFailed.description;
      // A refused photo (400) fails again the same way; anything else (network, S3 down, 503) may pass.
      toast.error(OUTFIT_TOASTS.uploadFailed.title, { description, ...(refused ? {} : { action: { label: 'Retry', onClick: () => void upload(accepted) } }) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void choose(Array.from(e.target.files ?? []))}
          data-testid="outfit-photo-input"
        />
        <Button variant="outline" onClick={() => input.current?.click()} pending={uploading} pendingLabel={OUTFIT_TEXTS.uploading} disabled={room <= 0} aria-describedby={`${id}-hint`}>
          <ImageUp aria-hidden /> {OUTFIT_TEXTS.choosePhoto}
        </Button>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          JPG, PNG, WebP or HEIC, up to 10 MB each; {OUTFIT_LIMITS.outfitImagesMax} photos per outfit.
        </p>
      </div>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Uploaded photos">
          {photos.map((photo) => (
            <li key={photo.key} className="relative aspect-square overflow-hidden rounded-xl border border-stone-200 bg-stone-50">
              {photo.imageUrl ? <img src={photo.imageUrl} alt={photo.name} className="size-full object-cover" /> : <span className="p-2 text-xs">{photo.name}</span>}
              <Button
                variant="secondary"
                size="icon"
                className="absolute right-1 top-1 size-7 rounded-full bg-white/90 shadow"
                onClick={() => onRemove(photo.key)}
                aria-label={`Remove ${photo.name}`}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
          Add photos of pieces that are not in your closet yet.
        </p>
      )}
    </div>
  );
}
