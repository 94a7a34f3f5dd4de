/**
 * The optional side photo of both scan dialogs (issue 23): the side-on pose guide next to the
 * photo slot, and — when the server could not use the photo (`fieldErrors.sidePhoto` of a 422,
 * e.g. 'Turn 90° so your side faces the camera.') or it is not an image — the reason, named
 * 'Side photo: …' right below it.
 */
import { PhotoField } from './photo-field';
import { SidePoseGuide } from './side-pose-guide';

/** The side photo's hint (issue 23: optional, but it makes bust, waist and hips more accurate). */
export const SIDE_PHOTO_HINT =
  'Optional, but it makes bust, waist and hips more accurate: turn 90° so your side faces the camera, arms relaxed, same distance.';

export interface SidePhotoFieldProps {
  file: File | null;
  /** A photo was chosen (the caller checks it and clears `error`). */
  onSelect: (file: File) => void;
  onRemove: () => void;
  /** Why the photo cannot be used, or null. */
  error: string | null;
}

export function SidePhotoField({ file, onSelect, onRemove, error }: SidePhotoFieldProps) {
  return (
    <>
      <div className="grid grid-cols-[3.5rem_minmax(0,1fr)] items-start gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-[4.5rem_minmax(0,1fr)]">
        <SidePoseGuide className="h-28 w-full text-stone-600" />
        <PhotoField label="Side photo" hint={SIDE_PHOTO_HINT} file={file} onSelect={onSelect} onRemove={onRemove} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="side-photo-error">
          Side photo: {error}
        </p>
      ) : null}
    </>
  );
}
