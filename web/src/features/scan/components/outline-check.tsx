/**
 * 'Check the outline' step of the scan dialog (issue 23): each photo with the person outline the
 * server measured drawn over it (an SVG polygon in image-relative 0–1 coordinates, from
 * `silhouette.outlines`), shown before the numbers. When the server advises a retake
 * (`silhouette.retake`) its message is shown with a button to retake that photo.
 */
import { useEffect, useState } from 'react';
import { AlertTriangle, Camera } from 'lucide-react';
import type { Outline, ScanSilhouette } from '@seamline/shared/contracts/scan';
import { Button } from '@/components/ui/button';

const VIEW_LABEL = { front: 'Front photo', side: 'Side photo' } as const;

/** What the step says above the photos (both dialogs). */
export const OUTLINE_CHECK_TEXT =
  'This is the outline we measured. It should follow your body; if it does not, retake that photo.';

export function OutlineCheck({
  silhouette,
  photos,
  onRetake,
}: {
  /** The scan answer's `silhouette` (absent in older answers: the photos without outline). */
  silhouette: ScanSilhouette | undefined;
  /** The photos as sent (scaled and oriented on this device), so the outline lines up. */
  photos: { front: Blob; side?: Blob | undefined };
  onRetake: (photo: 'front' | 'side') => void;
}) {
  const retake = silhouette?.retake;
  const views = (['front', 'side'] as const).filter((v) => photos[v]);
  return (
    <div className="grid gap-3">
      <div className={views.length > 1 ? 'grid grid-cols-2 gap-3' : 'grid'}>
        {views.map((view) => (
          <OutlinedPhoto
            key={view}
            label={VIEW_LABEL[view]}
            photo={photos[view]!}
            outline={silhouette?.outlines[view] ?? []}
          />
        ))}
      </div>
      {retake ? (
        <div
          role="status"
          className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-stone-800"
          data-testid="scan-retake"
        >
          <div className="flex items-start gap-2.5">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
            <p className="min-w-0 flex-1">
              <span className="font-medium">{retake.message}</span> Your outline could not be measured, so
              these measurements come from your height and pose only. A new {retake.photo} photo makes them
              more accurate.
            </p>
          </div>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onRetake(retake.photo)}>
            <Camera aria-hidden /> Retake {retake.photo} photo
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function OutlinedPhoto({ label, photo, outline }: { label: string; photo: Blob; outline: Outline }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(photo);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  const points = outline.map(([x, y]) => `${x.toString()},${y.toString()}`).join(' ');
  const found = outline.length > 2;
  return (
    <figure className="grid content-start justify-items-center gap-1.5">
      <div className="relative w-fit overflow-hidden rounded-lg bg-stone-100" data-testid={`outline-${label.split(' ')[0]!.toLowerCase()}`}>
        {src ? (
          <img
            src={src}
            alt={found ? `${label} with the detected body outline drawn over it` : label}
            className="block max-h-64 w-auto sm:max-h-72"
          />
        ) : (
          <div className="h-64 w-40" />
        )}
        {src && found ? (
          <svg
            aria-hidden
            viewBox="0 0 1 1"
            preserveAspectRatio="none"
            className="pointer-events-none absolute inset-0 size-full"
          >
            <polygon points={points} fill="none" stroke="white" strokeWidth={5} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            <polygon
              points={points}
              className="fill-brand-500/15 stroke-brand-600"
              strokeWidth={2.5}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        ) : null}
      </div>
      <figcaption className="text-xs text-stone-600">
        {label}
        {found ? '' : ': no outline found'}
      </figcaption>
    </figure>
  );
}
