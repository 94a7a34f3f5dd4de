/**
 * AI body scan dialog, measurements variant (spec 01 §2, §4 "Scan dialog (measurements)",
 * §5 Body scan, §8): five steps — upload → height → processing → outline → results.
 *
 * Issue 23: the side photo is asked for with a pose guide (optional, encouraged: it makes bust,
 * waist and hips more accurate); after the analysis the detected outline is drawn over each
 * photo before the numbers, with the server's retake advice when the outline could not be
 * measured; the results show each value's expected error (± cm, or inches for people who use
 * inches) and which body model the size system picked.
 *
 * Progress is honest: 'Preparing your photos…' while this device scales them down, then
 * 'Analyzing…' with the elapsed seconds while `POST /api/scan-to-fit` (photos inside, analysed
 * in memory and never stored unless kept; issue 17 §1) runs. The server saves the result
 * (photo_ai); closing the dialog after a result refreshes the measurements queries so the page
 * behind updates.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, Loader2, ScanLine } from 'lucide-react';
import { toast } from 'sonner';
import type { ScanResult } from '@seamline/shared/contracts/scan';
import { SCAN_MODEL_TEXTS } from '@seamline/shared/contracts/size-system';
import { RETAIN_PHOTO_DISABLED_REASON } from '@seamline/shared/contracts/privacy-effects';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { prepareImageUpload } from '@/lib/image-file';
import { serverFieldErrors, serverMessage } from '@/lib/form-errors';
import { privacyQueryOptions } from '@/lib/privacy';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { photoPayload, scanToFit } from '../api/scan';
import {
  CONSENT_TEXTS,
  canStartScan,
  checkHeightForm,
  checkScanFile,
  formatLength,
  HEIGHT_UNITS,
  SCAN_FAILED_MESSAGE,
  type HeightUnit,
} from '../lib/scan-rules';
import { ExpectedErrorNote } from './expected-error-note';
import { ExpectedErrorText } from './expected-error-text';
import { OUTLINE_CHECK_TEXT, OutlineCheck } from './outline-check';
import { PhotoField } from './photo-field';
import { SidePhotoField } from './side-photo-field';

/** Which expected error belongs to a result row (height is stated, not estimated). */
const ERROR_KEYS: Record<string, keyof NonNullable<ScanResult['expectedErrorCm']> | undefined> = {
  Bust: 'bust', Waist: 'waist', Hips: 'hips', Inseam: 'inseam', 'Shoulder width': 'shoulderWidth', Height: undefined,
};

type Step = 'upload' | 'height' | 'processing' | 'outline' | 'results';
const STEPS: Step[] = ['upload', 'height', 'processing', 'outline', 'results'];
const STEP_TITLES: Record<Step, string> = {
  upload: 'Upload your photos',
  height: 'Your height and consent',
  processing: 'Processing your scan',
  outline: 'Check the outline',
  results: 'Your measurements',
};
const UNIT_LABELS: Record<HeightUnit, string> = { cm: 'cm', ft: 'ft', in: 'in' };

/** Wraps its child (the trigger button) and opens the dialog from it. */
export function BodyScanDialog({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const scanned = useRef(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSession((s) => s + 1); // a fresh scan each time it opens
      scanned.current = false;
    } else if (scanned.current && user) {
      void queryClient.invalidateQueries({ queryKey: ['measurements', user.id] });
      void queryClient.invalidateQueries({ queryKey: ['size-recommendations', user.id] });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent className="max-w-lg" aria-describedby={undefined}>
        <ScanFlow
          key={session}
          onScanned={() => (scanned.current = true)}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type Phase = 'preparing' | 'analyzing';

function ScanFlow({ onScanned, onDone }: { onScanned: () => void; onDone: () => void }) {
  const ids = useId();
  const [step, setStep] = useState<Step>('upload');
  const [front, setFront] = useState<File | null>(null);
  const [side, setSide] = useState<File | null>(null);
  const [height, setHeight] = useState('');
  const [unit, setUnit] = useState<HeightUnit>('cm');
  const [photoConsent, setPhotoConsent] = useState(false);
  const [dataUsageConsent, setDataUsageConsent] = useState(false);
  const [retainPhoto, setRetainPhoto] = useState(false);
  // Keeping a photo needs the privacy setting Photo uploads (issue 17 §1); the server checks too.
  const userId = useCurrentUser()?.id ?? '';
  const photoUploadsOn = useQuery({ ...privacyQueryOptions(userId), enabled: userId !== '' }).data?.photoUpload === true;
  const [phase, setPhase] = useState<Phase>('preparing');
  const [result, setResult] = useState<ScanResult | null>(null);
  const [sent, setSent] = useState<{ front: Blob; side?: Blob | undefined } | null>(null);
  const [sideError, setSideError] = useState<string | null>(null);
  // Issue 23: in the person's unit (inches when they use inches); the toggle switches.
  const prefersInches = useCurrentUser()?.preferredUnits?.length === 'inches';
  const [resultUnit, setResultUnit] = useState<'cm' | 'in'>(prefersInches ? 'in' : 'cm');
  const heading = useRef<HTMLHeadingElement>(null);
  const abort = useRef<AbortController | null>(null);
  const first = useRef(true);

  // Focus follows the step (not on first open: Radix focuses the dialog itself).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  useEffect(() => () => abort.current?.abort(), []);

  const pick = (set: (f: File | null) => void) => (file: File) => {
    const problem = checkScanFile(file);
    if (problem) return void toast.error(problem.title, { description: problem.description });
    set(file);
  };

  const form = { height, unit, photoConsent, dataUsageConsent };

  const start = async () => {
    const checked = checkHeightForm(form);
    if ('error' in checked)
      return void toast.error(checked.error.title, { description: checked.error.description });
    if (!front)
      return void toast.error('Missing Information', {
        description: 'Please complete all required fields and consents.',
      });
    toast.dismiss(); // an earlier check's toast no longer applies
    const controller = new AbortController();
    abort.current = controller;
    setPhase('preparing');
    setStep('processing');
    setSideError(null);
    try {
      // Scaled down on this device (≤ 2048 px JPEG), then sent inside the scan request.
      const blobs = await Promise.all([front, ...(side ? [side] : [])].map(async (f) => (await prepareImageUpload(f)).blob));
      const photos = await Promise.all(blobs.map(photoPayload));
      setSent({ front: blobs[0]!, side: blobs[1] });
      setPhase('analyzing');
      const scan = await scanToFit(
        {
          frontPhoto: photos[0]!,
          sidePhoto: photos[1],
          height: checked.height,
          heightUnit: unit,
          photoConsent,
          dataUsageConsent,
          retainPhoto: retainPhoto && photoUploadsOn,
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      onScanned();
      setResult(scan);
      setStep('outline');
      toast.success('Scan Complete', {
        description: 'Your body measurements have been calculated successfully.',
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      toast.error('Scan Failed', { description: serverMessage(error, SCAN_FAILED_MESSAGE) });
      // A side photo the server could not use (e.g. not side-on) is named next to that photo.
      setSideError(serverFieldErrors(error).sidePhoto ?? null);
      setPhase('preparing');
      setStep('upload');
    }
  };

  const again = () => {
    setResult(null);
    setFront(null);
    setSide(null);
    setPhase('preparing');
    setStep('upload');
  };

  /** Retake one photo: back to upload with that photo cleared, the other kept. */
  const retakePhoto = (photo: 'front' | 'side') => {
    setResult(null);
    if (photo === 'front') setFront(null);
    else setSide(null);
    setPhase('preparing');
    setStep('upload');
  };

  const index = STEPS.indexOf(step);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <ScanLine className="size-5 text-brand-600" aria-hidden />
          AI Body Scan
        </DialogTitle>
        <ol className="mt-1 flex gap-1.5" aria-label={`Step ${(index + 1).toString()} of ${STEPS.length.toString()}`}>
          {STEPS.map((s, i) => (
            <li
              key={s}
              className={cn(
                'h-1.5 flex-1 rounded-full',
                i <= index ? 'bg-brand-600' : 'bg-stone-200',
              )}
            >
              <span className="sr-only">
                {STEP_TITLES[s]}
                {i === index ? ' (current)' : i < index ? ' (done)' : ''}
              </span>
            </li>
          ))}
        </ol>
        <h3
          ref={heading}
          tabIndex={-1}
          className="mt-2 font-medium text-stone-900 focus:outline-none"
        >
          {STEP_TITLES[step]}
        </h3>
      </DialogHeader>

      {step === 'upload' ? (
        <>
          <DialogDescription>
            Stand straight, arms slightly away from your body, in fitted clothes, with your whole
            body in the frame.
          </DialogDescription>
          <PhotoField
            label="Front photo"
            hint="Facing the camera, head to feet."
            file={front}
            onSelect={pick(setFront)}
            onRemove={() => setFront(null)}
            required
          />
          <SidePhotoField
            file={side}
            onSelect={(f) => {
              setSideError(null);
              pick(setSide)(f);
            }}
            onRemove={() => {
              setSideError(null);
              setSide(null);
            }}
            error={sideError}
          />
          <DialogFooter>
            <Button variant="accent" disabled={!front} onClick={() => setStep('height')}>
              Continue
            </Button>
          </DialogFooter>
        </>
      ) : null}

      {step === 'height' ? (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <DialogDescription>
            Your height sets the scale: every other measurement is derived from it.
          </DialogDescription>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-height`}>Height</Label>
            <div className="flex gap-2">
              <Input
                id={`${ids}-height`}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.1"
                required
                aria-describedby={`${ids}-height-hint`}
                value={height}
                onChange={(e) => setHeight(e.target.value)}
                onKeyDown={(e) => {
                  // Enter runs the client check even while Start Scan is disabled (it names what is missing).
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void start();
                  }
                }}
                placeholder={unit === 'cm' ? '170' : unit === 'ft' ? '5.8' : '67'}
              />
              <select
                aria-label="Height unit"
                value={unit}
                onChange={(e) => setUnit(e.target.value as HeightUnit)}
                className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30"
              >
                {HEIGHT_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {UNIT_LABELS[u]}
                  </option>
                ))}
              </select>
            </div>
            <p id={`${ids}-height-hint`} className="text-xs text-stone-500">
              {unit === 'ft'
                ? 'Feet and inches as 5.8 for 5 ft 8 in.'
                : 'Between 120 cm and 250 cm (3 ft 11 in to 8 ft 2 in).'}
            </p>
          </div>
          <fieldset className="grid gap-3 rounded-xl border border-stone-200 p-3">
            <legend className="px-1 text-sm font-medium text-stone-800">Consent</legend>
            <ConsentCheck
              id={`${ids}-photo`}
              checked={photoConsent}
              onChange={setPhotoConsent}
              required
            >
              {CONSENT_TEXTS.photo}
            </ConsentCheck>
            <ConsentCheck
              id={`${ids}-data`}
              checked={dataUsageConsent}
              onChange={setDataUsageConsent}
              required
            >
              {CONSENT_TEXTS.dataUsage}
            </ConsentCheck>
            {/* Issue 22: with Photo uploads off the box stays visible, disabled, with the reason. */}
            <ConsentCheck
              id={`${ids}-retain`}
              checked={retainPhoto && photoUploadsOn}
              onChange={setRetainPhoto}
              disabled={!photoUploadsOn}
              describedBy={photoUploadsOn ? undefined : `${ids}-retain-off`}
            >
              Keep my photo (optional). Unchecked, your photos are analyzed for this scan only and never
              stored; a kept copy is face-blurred and cropped to the body per your privacy settings.
            </ConsentCheck>
            {photoUploadsOn ? null : (
              <p id={`${ids}-retain-off`} className="pl-6.5 text-xs text-stone-600" data-testid="photo-uploads-off">
                Photo uploads are off in your privacy settings: your photos are analyzed for this scan only
                and never stored. {RETAIN_PHOTO_DISABLED_REASON}.
              </p>
            )}
          </fieldset>
          {!canStartScan(form) ? (
            <p id={`${ids}-missing`} className="text-xs text-stone-600">
              Please complete all required fields and consents.
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="ghost" onClick={() => setStep('upload')}>
              <ArrowLeft aria-hidden /> Back
            </Button>
            <Button
              type="submit"
              variant="accent"
              disabled={!canStartScan(form)}
              aria-describedby={canStartScan(form) ? undefined : `${ids}-missing`}
            >
              <ScanLine aria-hidden /> Start Scan
            </Button>
          </DialogFooter>
        </form>
      ) : null}

      {step === 'processing' ? <Processing phase={phase} twoPhotos={side !== null} /> : null}

      {step === 'outline' && result && sent ? (
        <>
          <DialogDescription>{OUTLINE_CHECK_TEXT}</DialogDescription>
          <OutlineCheck silhouette={result.silhouette} photos={sent} onRetake={retakePhoto} />
          <DialogFooter>
            <Button variant="outline" onClick={again}>
              Scan Again
            </Button>
            <Button variant="accent" onClick={() => setStep('results')}>
              See my measurements
            </Button>
          </DialogFooter>
        </>
      ) : null}

      {step === 'results' && result ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm text-stone-600">Each value with its expected error.</p>
            <div
              role="group"
              aria-label="Units"
              className="inline-flex rounded-lg border border-stone-300 bg-stone-50 p-0.5"
            >
              {(['cm', 'in'] as const).map((u) => (
                <button
                  key={u}
                  type="button"
                  aria-pressed={resultUnit === u}
                  onClick={() => setResultUnit(u)}
                  className={cn(
                    'rounded-md px-3 py-1 text-sm font-medium text-stone-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                    resultUnit === u && 'bg-white text-stone-900 shadow-sm',
                  )}
                >
                  {/* The name is the full word without an aria-label that would hide the visible 'cm'
                      (axe label-content-name-mismatch). */}
                  <span aria-hidden>{u}</span>
                  <span className="sr-only">{u === 'cm' ? 'Centimetres' : 'Inches'}</span>
                </button>
              ))}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Scan results">
            {(
              [
                ['Bust', result.bust],
                ['Waist', result.waist],
                ['Hips', result.hips],
                ['Height', result.height],
                ['Inseam', result.inseam],
                ['Shoulder width', result.shoulderWidth],
              ] as const
            ).map(([label, cm]) => {
              const key = ERROR_KEYS[label];
              const errorCm = key ? result.expectedErrorCm?.[key] : undefined;
              return (
                <div
                  key={label}
                  className="rounded-xl border border-stone-200 bg-stone-50 p-3"
                  data-testid={`scan-${label.toLowerCase().replace(' ', '-')}`}
                >
                  <dt className="text-xs text-stone-600">{label}</dt>
                  <dd className="text-lg font-semibold text-stone-900">{formatLength(cm, resultUnit)}</dd>
                  <dd className="text-xs text-stone-600" data-testid="expected-error">
                    {errorCm !== undefined && cm !== null ? (
                      <ExpectedErrorText errorCm={errorCm} unit={resultUnit} />
                    ) : label === 'Height' ? (
                      'As you entered it'
                    ) : null}
                  </dd>
                </div>
              );
            })}
          </dl>
          {result.expectedErrorCm ? <ExpectedErrorNote error={result.expectedError} unit={resultUnit} /> : null}
          {result.model ? (
            <p className="text-xs text-stone-600" data-testid="scan-model">
              {SCAN_MODEL_TEXTS[result.model.sizeSystem]}{' '}
              {result.model.weightUsed ? SCAN_MODEL_TEXTS.weightUsed : SCAN_MODEL_TEXTS.noWeight}
            </p>
          ) : null}
          <p className="text-xs text-stone-500">
            Saved as your current measurements.{' '}
            {result.photoRetained
              ? 'A privacy-protected copy of your photo was kept.'
              : 'Your photos were analyzed and not stored.'}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={again}>
              Scan Again
            </Button>
            <Button variant="accent" onClick={onDone}>
              <Check aria-hidden /> Done
            </Button>
          </DialogFooter>
        </>
      ) : null}
    </>
  );
}

function ConsentCheck({
  id,
  checked,
  onChange,
  required = false,
  disabled = false,
  describedBy,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  required?: boolean;
  disabled?: boolean;
  /** Id of the text that explains the box (the reason it is disabled). */
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      />
      <label htmlFor={id} className={disabled ? 'text-sm text-stone-600' : 'text-sm text-stone-700'}>
        {children}
        {required ? <span className="text-red-700"> (required)</span> : null}
      </label>
    </div>
  );
}

function Processing({ phase, twoPhotos }: { phase: Phase; twoPhotos: boolean }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (phase !== 'analyzing') return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [phase]);

  const label = phase === 'preparing' ? 'Preparing your photos…' : 'Analyzing…';
  return (
    <div className="grid gap-4 py-2">
      <div
        className="flex items-center gap-2 text-sm font-medium text-stone-900"
        aria-live="polite"
      >
        <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
        {label}
      </div>
      {/* Indeterminate (no aria-valuenow): the analysis reports no fraction done. */}
      <div
        role="progressbar"
        aria-label="Scan progress"
        aria-valuetext={label}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={cn(
            'h-full rounded-full bg-brand-600 transition-[width] duration-300',
            phase === 'analyzing' ? 'w-2/3 animate-pulse' : 'w-1/6',
          )}
        />
      </div>
      <ul className="grid gap-1 text-sm text-stone-600">
        <li className="flex items-center gap-2">
          {phase === 'analyzing' ? (
            <Check className="size-4 text-green-700" aria-hidden />
          ) : (
            <span className="size-4" aria-hidden />
          )}
          Photos prepared on this device{phase === 'analyzing' ? '' : '…'}
        </li>
        <li className="flex items-center gap-2">
          <span className="size-4" aria-hidden />
          Pose, body outline{twoPhotos ? 's (front and side)' : ''} and measurement estimate
          {phase === 'analyzing' ? ` (${elapsed.toString()} s)` : ''}
        </li>
      </ul>
      <p className="text-xs text-stone-500">
        This can take 30-60 seconds. Please keep this window open.
      </p>
    </div>
  );
}
