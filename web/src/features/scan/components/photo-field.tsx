/**
 * One photo slot of the scan dialog: a labelled file input (images incl. .heic) shown as a
 * drop-zone style button, with a preview of the chosen photo (a HEIC the browser cannot draw
 * shows its file name instead) and a Remove button.
 */
import { useId } from 'react';
import { useFilePreview } from '@/lib/use-file-preview';
import { ImageUp, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IMAGE_ACCEPT } from '@/lib/image-file';
import { cn } from '@/lib/utils';

export interface PhotoFieldProps {
  label: string;
  hint: string;
  file: File | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  required?: boolean;
}

export function PhotoField({
  label,
  hint,
  file,
  onSelect,
  onRemove,
  required = false,
}: PhotoFieldProps) {
  const id = useId();
  const { preview, broken, markBroken } = useFilePreview(file);

  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-stone-800" id={`${id}-title`}>
          {label}
          {required ? (
            <span className="text-red-700"> *</span>
          ) : (
            <span className="font-normal text-stone-500"> (optional)</span>
          )}
        </span>
        {file ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <X aria-hidden /> Remove
          </Button>
        ) : null}
      </div>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className="peer sr-only"
        aria-describedby={`${id}-hint`}
        aria-required={required || undefined}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = ''; // choosing the same file again still fires
          if (chosen) onSelect(chosen);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 p-3 text-sm text-stone-700 hover:border-brand-400 hover:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
          file && 'border-solid border-stone-200 bg-white',
        )}
      >
        <span className="sr-only">{label}</span>
        {file ? (
          preview && !broken ? (
            <img
              src={preview}
              alt={`Preview of the ${label.toLowerCase()}`}
              className="h-24 w-18 shrink-0 rounded-lg object-cover"
              onError={markBroken}
            />
          ) : (
            <span className="flex h-24 w-18 shrink-0 items-center justify-center rounded-lg bg-stone-100 p-1 text-center text-[10px] break-all text-stone-600">
              {file.name}
            </span>
          )
        ) : (
          <ImageUp className="size-8 shrink-0 text-stone-400" aria-hidden />
        )}
        <span className="grid min-w-0 gap-0.5" aria-hidden>
          <span className="font-medium text-stone-900">
            {file ? 'Choose a different photo' : 'Choose a photo'}
          </span>
          <span className="text-xs break-all text-stone-500">
            {file ? file.name : 'JPG, PNG, HEIC and other images, up to 10 MB'}
          </span>
        </span>
      </label>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {hint}
      </p>
    </div>
  );
}
