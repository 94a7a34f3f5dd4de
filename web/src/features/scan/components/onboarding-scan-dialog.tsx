/**
 * AI body scan dialog, onboarding variant (spec 01 §2 "AI Body Scan dialog (onboarding
 * variant)", §4 "AI scan (onboarding)", §8 onboarding scan alerts): take a photo with the front
 * camera or upload an image (HEIC accepted) → Retake or Analyze → 'Analyzing Your Photo...' →
 * 'Detected Measurements' in inches (N/A values hidden) → Retake or Use Results.
 * Captured frames are encoded as JPEG at quality 0.85; the photo goes inside
 * `POST /api/analyze-fit`, is analysed in memory and never stored (issue 17 §1; nothing is
 * saved there either — the wizard saves on Use Results).
 * Issue 17 §1: the height has a visible unit switch (the person's preferred unit first) and its
 * error speaks that unit; the same two consents as the scan page must be given before Analyze,
 * and Analyze runs once however often it is clicked.
 * Issue 23, as the measurements variant and with its components: next to the captured photo an
 * optional side photo with the side-on pose guide (a side photo the server cannot use is named
 * next to it; any other photo problem of a 422 is the second line of the 'Failed to analyze
 * image…' alert, e.g. a two-photo scan whose front outline cannot be measured); after the analysis 'Check the outline' draws the detected outline over each photo
 * before the numbers, with the server's retake advice and a button to retake that photo; each
 * detected value shows its expected error (± in) instead of a bare confidence.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Camera, ImageUp, Loader2, RotateCcw, ScanLine } from 'lucide-react';
import type { AnalyzeFitResponse } from '@seamline/shared/contracts/scan';
import { serverFieldErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/api-errors';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { heightRangeMessage, heightToCm, isScanHeight } from '@seamline/shared/domain/scan/height';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  IMAGE_ACCEPT,
  INVALID_IMAGE_MESSAGE,
  isImageFile,
  JPEG_QUALITY,
  prepareImageUpload,
} from '@/lib/image-file';
import type { SizeSystem } from '@seamline/shared/contracts/size-system';
import { analyzeFit, photoPayload } from '../api/scan';
import { CONSENT_TEXTS, detectedRows, REQUIRED_MESSAGE, type DetectedMeasurements } from '../lib/scan-rules';
import { useCurrentUser } from '@/lib/session';
import { ExpectedErrorNote } from './expected-error-note';
import { ExpectedErrorText } from './expected-error-text';
import { OUTLINE_CHECK_TEXT, OutlineCheck } from './outline-check';
import { SidePhotoField } from './side-photo-field';

export type { DetectedMeasurements } from '../lib/scan-rules';

export const CAMERA_DENIED_MESSAGE =
  'Unable to access camera. Please ensure you have granted camera permissions.';
export const PREPARE_FAILED_MESSAGE = 'Failed to prepare image for analysis. Please try again.';
export const ANALYZE_FAILED_MESSAGE =
  'Failed to analyze image. Please try again or use manual entry.';
export const LOAD_FAILED_MESSAGE =
  'Failed to load the image. This format may not be supported by your browser. Please try a different file or convert to JPG/PNG first.';

type Phase = 'idle' | 'camera' | 'captured' | 'analyzing' | 'outline' | 'result';
interface Photo {
  blob: Blob;
  name: string;
  preview: string | null;
}

export interface OnboardingScanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Save the detected values; resolves when the wizard has moved on (or failed and said so). */
  onUseResults: (measurements: DetectedMeasurements) => Promise<void>;
  /** Issue 23: the size system chosen in the step (picks the estimator's model). */
  sizeSystem?: SizeSystem | undefined;
}

export function OnboardingScanDialog({
  open,
  onOpenChange,
  onUseResults,
  sizeSystem,
}: OnboardingScanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* A stray click outside (the second click of a double click on Analyze, once the button
          has gone) must not close the dialog and lose the scan (issue 17 section 3); Escape,
          Cancel and the close button still do. */}
      <DialogContent className="max-w-lg" onInteractOutside={(e) => e.preventDefault()}>
        {open ? <ScanBody onUseResults={onUseResults} sizeSystem={sizeSystem} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ScanBody({
  onUseResults,
  sizeSystem,
}: Pick<OnboardingScanDialogProps, 'onUseResults' | 'sizeSystem'>) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setErrorState] = useState<{ text: string; reason?: string | undefined } | null>(null);
  /** The alert: one of the spec's texts, and the server's reason for a photo it could not use. */
  const setError = (text: string | null, reason?: string) => setErrorState(text ? { text, reason } : null);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [result, setResult] = useState<AnalyzeFitResponse['analysis'] | null>(null);
  // Issue 23: the optional side photo, why the server could not use it, and the photos as sent.
  const [side, setSide] = useState<File | null>(null);
  const [sideError, setSideError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ front: Blob; side?: Blob | undefined } | null>(null);
  const [saving, setSaving] = useState(false);
  const [height, setHeight] = useState('');
  const [heightUnit, setHeightUnit] = useState<'in' | 'cm'>(useCurrentUser()?.preferredUnits.length === 'cm' ? 'cm' : 'in');
  const [photoConsent, setPhotoConsent] = useState(false);
  const [dataUsageConsent, setDataUsageConsent] = useState(false);
  const running = useRef(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusTarget = useRef<HTMLHeadingElement>(null);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  };
  useEffect(() => stopCamera, []);
  useEffect(() => () => (photo?.preview ? URL.revokeObjectURL(photo.preview) : undefined), [photo]);
  useEffect(() => {
    if (phase === 'camera' && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
    if (phase !== 'idle') focusTarget.current?.focus();
  }, [phase]);

  /** Back to the choice for a new front photo (a chosen side photo is kept). */
  const retake = () => {
    stopCamera();
    setPhoto(null);
    setResult(null);
    setError(null);
    setPhase('idle');
  };

  /** The outline check's retake advice: the front photo as Retake, the side photo cleared. */
  const retakePhoto = (which: 'front' | 'side') => {
    if (which === 'front') return retake();
    setSide(null);
    setResult(null);
    setPhase('captured');
  };

  const pickSide = (file: File) => {
    setSideError(isImageFile(file) ? null : INVALID_IMAGE_MESSAGE);
    if (isImageFile(file)) setSide(file);
  };

  const startCamera = async () => {
    setError(null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' } });
      setPhase('camera');
    } catch {
      setError(CAMERA_DENIED_MESSAGE);
    }
  };

  const capture = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return setError(PREPARE_FAILED_MESSAGE);
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) return setError(PREPARE_FAILED_MESSAGE);
    ctx.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        stopCamera();
        if (!blob) {
          setError(PREPARE_FAILED_MESSAGE);
          return setPhase('idle');
        }
        setPhoto({ blob, name: 'capture.jpg', preview: URL.createObjectURL(blob) });
        setPhase('captured');
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!isImageFile(file)) return setError(INVALID_IMAGE_MESSAGE);
    try {
      const prepared = await prepareImageUpload(file); // JPEG 0.85; a HEIC the browser cannot draw goes as-is
      const jpeg = prepared.contentType === 'image/jpeg';
      setPhoto({
        blob: prepared.blob,
        name: jpeg ? 'photo.jpg' : file.name,
        preview: jpeg ? URL.createObjectURL(prepared.blob) : null,
      });
      setPhase('captured');
    } catch {
      setError(LOAD_FAILED_MESSAGE);
    }
  };

  const analyze = async () => {
    if (!photo || running.current) return; // a double click analyzes once
    setError(null);
    if (!photoConsent || !dataUsageConsent) return setError(REQUIRED_MESSAGE);
    const value = Number(height);
    // The height sets the photo's scale; without it the results would be guesses.
    if (height.trim() === '' || !Number.isFinite(value) || !isScanHeight(heightToCm(value, heightUnit))) {
      return setError(heightRangeMessage(heightUnit));
    }
    running.current = true;
    setSideError(null);
    setPhase('analyzing');
    let payloads: { photo: string; sidePhoto?: string | undefined };
    let sideBlob: Blob | undefined;
    try {
      // The side photo is scaled down on this device like the front one (as on the scan page).
      sideBlob = side ? (await prepareImageUpload(side)).blob : undefined;
      const [front, sidePhoto] = await Promise.all([photoPayload(photo.blob), sideBlob ? photoPayload(sideBlob) : undefined]);
      payloads = { photo: front, sidePhoto };
    } catch {
      running.current = false;
      setError(PREPARE_FAILED_MESSAGE);
      return setPhase('captured');
    }
    try {
      const answer = await analyzeFit({ ...payloads, height: { value, unit: heightUnit }, sizeSystem });
      if (!answer.success) throw new Error(answer.message);
      setResult(answer.analysis);
      setSent({ front: photo.blob, side: sideBlob });
      setPhase('outline');
    } catch (failure) {
      // A side photo the server could not use (e.g. not side-on) is named next to that photo;
      // a front photo's reason (e.g. 'Hold your arms a little away from your body.') under the alert,
      // and so is the scan limit's (429: 'You can run 10 body scans an hour. Please try again in …').
      const sideReason = serverFieldErrors(failure).sidePhoto ?? null;
      const shown = failure instanceof ApiError && (failure.status === 422 || failure.status === 429) && !sideReason;
      const reason = shown ? failure.serverMessage : undefined;
      setError(ANALYZE_FAILED_MESSAGE, reason);
      setSideError(sideReason);
      setPhase('captured');
    } finally {
      running.current = false;
    }
  };

  const use = async () => {
    if (!result) return;
    setSaving(true);
    try {
      await onUseResults(result.measurements);
    } finally {
      setSaving(false);
    }
  };

  const rows = result ? detectedRows(result.measurements, result.expectedErrorCm) : [];
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <ScanLine className="size-5 text-brand-600" aria-hidden />
          AI Body Scan
        </DialogTitle>
        <DialogDescription>
          A full-length photo, facing the camera, in fitted clothes. Your photos are analyzed for
          this scan only and never stored.
        </DialogDescription>
      </DialogHeader>

      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {error.text}
          {error.reason ? <span className="mt-1 block font-medium">{error.reason}</span> : null}
        </p>
      ) : null}

      {phase === 'idle' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="accent" size="lg" onClick={() => void startCamera()}>
            <Camera aria-hidden /> Take Photo
          </Button>
          <Button variant="outline" size="lg" onClick={() => fileInput.current?.click()}>
            <ImageUp aria-hidden /> Upload Photo
          </Button>
          <label htmlFor={`${id}-file`} className="sr-only">
            Body photo
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              void onFile(file);
            }}
          />
          <p className="text-xs text-stone-500 sm:col-span-2">
            JPG, PNG, HEIC and other images. Stand 2–3 m from the camera so your whole body is in
            the frame.
          </p>
        </div>
      ) : null}

      {phase === 'camera' ? (
        <div className="grid gap-3">
          <h3 ref={focusTarget} tabIndex={-1} className="sr-only">
            Camera
          </h3>
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            aria-label="Camera preview"
            className="aspect-[3/4] max-h-[55dvh] w-full -scale-x-100 rounded-xl bg-stone-900 object-cover"
          />
          <DialogFooter>
            <Button variant="ghost" onClick={retake}>
              Cancel
            </Button>
            <Button variant="accent" onClick={capture}>
              <Camera aria-hidden /> Capture
            </Button>
          </DialogFooter>
        </div>
      ) : null}

      {phase === 'captured' && photo ? (
        <div className="grid gap-3">
          <h3 ref={focusTarget} tabIndex={-1} className="font-medium focus:outline-none">
            Your photo
          </h3>
          {photo.preview ? (
            <img
              src={photo.preview}
              alt="The photo to analyze"
              className="mx-auto max-h-[32dvh] rounded-xl object-contain"
            />
          ) : (
            <p className="rounded-xl bg-stone-100 p-6 text-center text-sm text-stone-600">
              {photo.name}
            </p>
          )}
          <SidePhotoField
            file={side}
            onSelect={pickSide}
            onRemove={() => {
              setSideError(null);
              setSide(null);
            }}
            error={sideError}
          />
          <div className="grid grid-cols-[1fr_auto] items-end gap-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-height`}>Your height ({heightUnit === 'cm' ? 'cm' : 'in'})</Label>
              <Input
                id={`${id}-height`}
                type="number"
                inputMode="decimal"
                step="0.1"
                placeholder={heightUnit === 'cm' ? '168' : '66'}
                value={height}
                required
                aria-describedby={`${id}-height-hint`}
                onChange={(e) => setHeight(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-height-unit`}>Unit</Label>
              <select
                id={`${id}-height-unit`}
                className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                value={heightUnit}
                onChange={(e) => {
                  const next = e.target.value === 'cm' ? 'cm' : 'in';
                  // Convert what is typed, so switching never changes the height (issue 17 section 1).
                  const typed = Number(height);
                  if (height.trim() !== '' && Number.isFinite(typed) && next !== heightUnit) {
                    setHeight(String(Math.round((next === 'cm' ? typed * 2.54 : typed / 2.54) * 10) / 10));
                  }
                  setHeightUnit(next);
                }}
              >
                <option value="in">Inches</option>
                <option value="cm">Centimetres</option>
              </select>
            </div>
            <p id={`${id}-height-hint`} className="col-span-2 text-xs text-stone-500">
              Sets the scale of the photo, so the measurements come out true to size.
            </p>
          </div>
          <fieldset className="grid gap-2">
            <legend className="sr-only">Consent</legend>
            {(
              [
                ['photo', photoConsent, setPhotoConsent, CONSENT_TEXTS.photo],
                ['data', dataUsageConsent, setDataUsageConsent, CONSENT_TEXTS.dataUsage],
              ] as const
            ).map(([key, checked, set, text]) => (
              <div key={key} className="flex items-start gap-2.5">
                <input
                  id={`${id}-${key}-consent`}
                  type="checkbox"
                  checked={checked}
                  aria-required
                  onChange={(e) => set(e.target.checked)}
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                />
                <label htmlFor={`${id}-${key}-consent`} className="text-sm text-stone-700">
                  {text}
                </label>
              </div>
            ))}
          </fieldset>
          <DialogFooter>
            <Button variant="outline" onClick={retake}>
              <RotateCcw aria-hidden /> Retake
            </Button>
            <Button variant="accent" onClick={() => void analyze()} disabled={!photoConsent || !dataUsageConsent}>
              <ScanLine aria-hidden /> Analyze
            </Button>
          </DialogFooter>
        </div>
      ) : null}

      {phase === 'analyzing' ? (
        <div className="grid justify-items-center gap-3 py-8" aria-live="polite">
          <Loader2 className="size-8 animate-spin text-brand-600" aria-hidden />
          <h3 ref={focusTarget} tabIndex={-1} className="font-medium focus:outline-none">
            Analyzing Your Photo...
          </h3>
        </div>
      ) : null}

      {phase === 'outline' && result && sent ? (
        <div className="grid gap-3">
          <h3 ref={focusTarget} tabIndex={-1} className="font-medium focus:outline-none">
            Check the outline
          </h3>
          <p className="text-sm text-stone-600">{OUTLINE_CHECK_TEXT}</p>
          <OutlineCheck silhouette={result.silhouette} photos={sent} onRetake={retakePhoto} />
          <DialogFooter>
            <Button variant="outline" onClick={retake}>
              <RotateCcw aria-hidden /> Retake
            </Button>
            <Button variant="accent" onClick={() => setPhase('result')}>
              See my measurements
            </Button>
          </DialogFooter>
        </div>
      ) : null}

      {phase === 'result' && result ? (
        <div className="grid gap-3">
          <h3 ref={focusTarget} tabIndex={-1} className="font-medium focus:outline-none">
            Detected Measurements
          </h3>
          {result.expectedErrorCm && rows.length ? (
            <p className="text-sm text-stone-600">Each value with its expected error.</p>
          ) : null}
          {rows.length ? (
            <dl
              className="grid grid-cols-2 gap-2 sm:grid-cols-3"
              aria-label="Detected Measurements"
            >
              {rows.map((r) => (
                <div key={r.key} className="rounded-xl border border-stone-200 bg-stone-50 p-3" data-testid={`detected-${r.key}`}>
                  <dt className="text-xs text-stone-600">{r.label}</dt>
                  <dd className="text-lg font-semibold" data-testid="detected-value">{r.value}</dd>
                  {r.errorCm !== undefined || r.key === 'height' ? (
                    <dd className="text-xs text-stone-600" data-testid="expected-error">
                      {r.errorCm !== undefined ? <ExpectedErrorText errorCm={r.errorCm} unit="in" /> : 'As you entered it'}
                    </dd>
                  ) : null}
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-stone-600">No measurements could be read from this photo.</p>
          )}
          {result.expectedErrorCm && rows.length ? <ExpectedErrorNote error={result.expectedError} unit="in" /> : null}
          <p className="text-xs text-stone-500">{result.fitAssessment}</p>
          <DialogFooter>
            <Button variant="outline" onClick={retake} disabled={saving}>
              <RotateCcw aria-hidden /> Retake
            </Button>
            <Button
              variant="accent"
              onClick={() => void use()}
              disabled={saving || !rows.some((r) => r.key === 'height')}
            >
              {saving ? <Loader2 className="animate-spin" aria-hidden /> : null}
              Use Results
            </Button>
          </DialogFooter>
        </div>
      ) : null}
    </>
  );
}
