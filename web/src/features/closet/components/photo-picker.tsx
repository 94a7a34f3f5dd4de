/**
 * Photos of a closet item form (spec 02 §2.3, §2.4, §5, §9): thumbnails of existing photos and
 * of new ones, each new one uploading on pick with its own progress bar; a remove button on
 * each; the picker hides once 3 photos are there. A failed upload shows 'Upload failed' (spec 02
 * §9) with a Retry button that uploads the same file again (issue 22: an S3 outage passes).
 * `usePhotoUploads` holds the upload state.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, RotateCw, TriangleAlert, X } from 'lucide-react';
import { MAX_ITEM_PHOTOS } from '@seamline/shared/contracts/closet-constants';
import { uploadClosetPhoto } from '@/lib/closet/uploads';
import { cn } from '@/lib/utils';

/** One photo of the form: already stored (`existing`), uploaded (`done`), uploading or failed. */
export interface PhotoSlot {
  id: string;
  previewUrl: string;
  status: 'existing' | 'uploading' | 'done' | 'error';
  /** 0–1 while uploading. */
  progress: number;
  /** Upload key once uploaded (or given, e.g. a store import's photo). */
  key?: string;
  name: string;
}

/**
 * Upload state of a form's new photos. `add(files)` starts one upload per file at once;
 * `retry(id)` uploads a failed slot's file again (resolves true when it succeeded); `initial`
 * slots (already uploaded or existing) come first. Object URLs are revoked on removal and unmount.
 */
export function usePhotoUploads(closetId: string, initial: PhotoSlot[] = []) {
  const [slots, setSlots] = useState<PhotoSlot[]>(initial);
  const owned = useRef(new Set<string>());
  const controllers = useRef(new Map<string, AbortController>());
  /** The file of each new slot, kept for a retry. */
  const files = useRef(new Map<string, File>());

  useEffect(
    () => () => {
      for (const url of owned.current) URL.revokeObjectURL(url);
      for (const c of controllers.current.values()) c.abort();
    },
    [],
  );

  const patch = (id: string, change: Partial<PhotoSlot>) => setSlots((all) => all.map((s) => (s.id === id ? { ...s, ...change } : s)));

  /** Upload one slot's file; marks it done or failed. @returns true when uploaded. */
  const upload = useCallback(
    async (id: string, file: File): Promise<boolean> => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      patch(id, { status: 'uploading', progress: 0 });
      try {
        const key = await uploadClosetPhoto(closetId, file, {
          signal: controller.signal,
          onProgress: (progress) => patch(id, { progress }),
        });
        patch(id, { status: 'done', key, progress: 1 });
        files.current.delete(id);
        return true;
      } catch {
        if (!controller.signal.aborted) patch(id, { status: 'error' });
        return false;
      } finally {
        controllers.current.delete(id);
      }
    },
    [closetId],
  );

  /** Start uploads of `files`; resolves when all settled, with how many succeeded. */
  const add = useCallback(
    async (picked: File[]): Promise<number> => {
      const fresh = picked.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        owned.current.add(previewUrl);
        const slot = { id: crypto.randomUUID(), previewUrl, status: 'uploading' as const, progress: 0, name: file.name };
        files.current.set(slot.id, file);
        return { file, slot };
      });
      setSlots((all) => [...all, ...fresh.map((f) => f.slot)]);
      const results = await Promise.all(fresh.map(({ file, slot }) => upload(slot.id, file)));
      return results.filter(Boolean).length;
    },
    [upload],
  );

  /** Upload a failed slot's file again. @returns true when it succeeded (false: still failed or gone). */
  const retry = useCallback(
    async (id: string): Promise<boolean> => {
      const file = files.current.get(id);
      return file ? upload(id, file) : false;
    },
    [upload],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    files.current.delete(id);
    setSlots((all) => {
      const slot = all.find((s) => s.id === id);
      if (slot && owned.current.has(slot.previewUrl)) {
        URL.revokeObjectURL(slot.previewUrl);
        owned.current.delete(slot.previewUrl);
      }
      return all.filter((s) => s.id !== id);
    });
  }, []);

  const reset = useCallback((next: PhotoSlot[] = []) => {
    for (const c of controllers.current.values()) c.abort();
    for (const url of owned.current) URL.revokeObjectURL(url);
    owned.current.clear();
    files.current.clear();
    setSlots(next);
  }, []);

  return {
    slots,
    add,
    retry,
    remove,
    reset,
    uploading: slots.some((s) => s.status === 'uploading'),
  };
}

export interface PhotoPickerProps {
  slots: PhotoSlot[];
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Upload a failed photo again (shown as 'Retry' under 'Upload failed'). */
  onRetry?: (id: string) => void;
  /** Label of the control, e.g. 'Photos *'. */
  label: string;
  error?: string;
  disabled?: boolean;
}

/** Thumbnails + picker; the picker is hidden once `MAX_ITEM_PHOTOS` slots are shown. */
export function PhotoPicker({ slots, onPick, onRemove, onRetry, label, error, disabled }: PhotoPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const full = slots.length >= MAX_ITEM_PHOTOS;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <ul className="grid grid-cols-3 gap-2" aria-label="Photos">
        {slots.map((slot, index) => (
          <li key={slot.id} className="relative aspect-square overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
            <img src={slot.previewUrl} alt={`Photo ${index + 1}`} className="size-full object-cover" />
            {slot.status === 'uploading' ? (
              <div className="absolute inset-x-1 bottom-1 flex items-center gap-1 rounded bg-white/90 px-1 py-0.5">
                <LoaderCircle className="size-3 animate-spin" aria-hidden />
                <progress className="h-1.5 w-full accent-brand-600" max={1} value={slot.progress} aria-label={`Uploading photo ${index + 1}`} />
              </div>
            ) : null}
            {slot.status === 'error' ? (
              <div className="absolute inset-x-1 bottom-1 grid gap-0.5 rounded bg-red-50 px-1 py-0.5 text-xs text-red-700">
                <p role="alert" className="flex items-center gap-1">
                  <TriangleAlert className="size-3" aria-hidden /> Upload failed
                </p>
                {onRetry ? (
                  <button
                    type="button"
                    onClick={() => onRetry(slot.id)}
                    disabled={disabled}
                    className="flex items-center gap-1 rounded font-medium text-red-800 underline hover:text-red-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    <RotateCw className="size-3" aria-hidden /> Retry
                    <span className="sr-only">upload of photo {index + 1}</span>
                  </button>
                ) : null}
              </div>
            ) : null}
            <button
              type="button"
              onClick={() => onRemove(slot.id)}
              disabled={disabled}
              className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-stone-700 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <X className="size-3.5" aria-hidden />
              <span className="sr-only">Remove photo {index + 1}</span>
            </button>
          </li>
        ))}
        {full ? null : (
          <li>
            <button
              type="button"
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
              className={cn(
                'flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed text-xs text-stone-600 hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                error ? 'border-red-400' : 'border-stone-300',
              )}
            >
              <ImagePlus className="size-5" aria-hidden />
              Add photos
            </button>
          </li>
        )}
      </ul>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="item-photo-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onPick(files);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        Up to {MAX_ITEM_PHOTOS} photos ({slots.length}/{MAX_ITEM_PHOTOS}).
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
