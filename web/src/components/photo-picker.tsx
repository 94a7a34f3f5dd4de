/**
 * Profile photo picker (spec 01 §2 onboarding step 5, profile editor): images or .heic only,
 * with a round preview. A picked file is checked by its bytes (JPEG, PNG, WebP, HEIC/HEIF) and
 * size (≤ 10 MB); a wrong file shows 'Invalid file type' with its name and the spec's message,
 * and is not kept.
 */
import { useId, useRef, useState } from 'react';
import { useFilePreview } from '@/lib/use-file-preview';
import { Camera, ImageUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { checkPickedImage, IMAGE_ACCEPT, IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE } from '@/lib/image-file';
import { invalidFileMessage } from '@/lib/closet/uploads';

export interface PhotoPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown when no file is chosen (e.g. the current profile photo). */
  currentUrl?: string | null;
  label?: string;
}

/** A file input (visually a button) with a preview of the chosen photo. */
export function PhotoPicker({ file, onChange, currentUrl, label = 'Choose photo' }: PhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { preview, broken, markBroken } = useFilePreview(file);

  const onSelect = async (chosen: File | undefined) => {
    if (!chosen) return;
    // Checked by its bytes and size when picked (issue 17 §2); the server checks again.
    const problem = await checkPickedImage(chosen);
    if (problem) {
      setError(
        problem === 'size'
          ? `${chosen.name}: ${IMAGE_TOO_LARGE_MESSAGE}`
          : `Invalid file type: ${invalidFileMessage(chosen.name)}. ${INVALID_IMAGE_MESSAGE}`,
      );
      onChange(null);
      if (input.current) input.current.value = '';
      return;
    }
    setError(null);
    onChange(chosen);
  };

  const shown = preview ?? currentUrl ?? null;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 border-dashed border-stone-300 bg-stone-50">
        {shown && !broken ? (
          <img src={shown} alt={file ? 'Preview of the chosen photo' : 'Current profile photo'} className="size-full object-cover" onError={markBroken} />
        ) : file ? (
          <span className="px-2 text-center text-xs text-stone-600">{file.name}</span>
        ) : (
          <Camera className="size-8 text-stone-400" aria-hidden />
        )}
      </div>
      <div className="grid justify-items-center gap-2 sm:justify-items-start">
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => void onSelect(e.target.files?.[0])}
        />
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          <ImageUp aria-hidden /> {file ? 'Choose a different photo' : label}
        </Button>
        <label htmlFor={id} className="sr-only">
          Profile photo
        </label>
        <p className="text-xs text-stone-500">JPG, PNG, HEIC and other images, up to 10 MB.</p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
