/**
 * Step 3 Measurements (spec 01 §2): Manual Entry of height, weight, bust, waist, hips, in the
 * person's preferred units with a visible unit switch that converts the numbers (issue 17 §1). 'Save & Continue' → POST measurements, then the wizard marks the step; 'Skip
 * for Now' goes on without saving. 'AI Scan' opens the onboarding scan dialog; its Use Results
 * saves the detected values (inches, source 'onboarding') and completes the step the same way.
 * The optional 'Size system' question (issue 23) sits above both ways: saved with the values and
 * sent with the scan (it picks the estimator's model).
 */
import { useState } from 'react';
import { Camera, PencilRuler } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { measurementsInputSchema } from '@seamline/shared/contracts/measurements';
import { SizeSystemField } from '@/components/form/size-system-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { applyFieldErrors, serverMessage } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/session';
import { MEASUREMENT_INPUTS, MeasurementInputs, type ManualValues } from '@/features/measurements/components/measurement-inputs';
import { cn } from '@/lib/utils';
import { OnboardingScanDialog, type DetectedMeasurements } from '@/features/scan/components/onboarding-scan-dialog';
import { StepLayout } from './step-layout';

/** Onboarding's manual fields (spec 01 §2 step 3): height required, the rest optional. */
const FIELDS = (['height', 'weight', 'bust', 'waist', 'hips'] as const).map((name) => ({
  ...MEASUREMENT_INPUTS.find((f) => f.name === name)!,
  required: name === 'height',
}));
type Body = Parameters<typeof measurementsInputSchema.parse>[0];

const zod = zodResolver(measurementsInputSchema);
/** Empty optional fields are left out before the shared schema validates. */
const resolver: Resolver<ManualValues> = (values, context, options) => {
  const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => String(v).trim() !== ''));
  return zod(filled as never, context, options as never) as never;
};

/** The measurements step. */
export function StepMeasurements({ userId, onPrevious, onComplete, onSkip }: { userId: string; onPrevious: () => void; onComplete: () => Promise<void>; onSkip: () => void }) {
  const preferred = useCurrentUser()?.preferredUnits;
  const form = useForm<ManualValues>({
    resolver,
    defaultValues: { height: '', weight: '', bust: '', waist: '', hips: '', unit: preferred?.length ?? 'inches', weightUnit: preferred?.weight ?? 'lbs', sizeSystem: '' },
  });
  const { handleSubmit, formState } = form;
  const [mode, setMode] = useState<'ai' | 'manual'>('manual');
  const [scanOpen, setScanOpen] = useState(false);

  /** Use Results of the scan: save the detected values (inches; N/A left out), then go on. */
  const saveScanResults = async (m: DetectedMeasurements) => {
    const body: Record<string, number | string> = { unit: 'inches', source: 'onboarding' };
    const sizeSystem = form.getValues('sizeSystem');
    if (sizeSystem) body.sizeSystem = sizeSystem;
    for (const [k, v] of Object.entries(m)) if (typeof v === 'number' && v > 0) body[k] = Math.round(v * 10) / 10;
    try {
      await api('POST /api/users/{userId}/measurements', { params: { userId }, body: body as unknown as Body & { height: number } });
    } catch (error) {
      toast.error('Error', { description: serverMessage(error, 'Failed to save measurements. Please try again.') });
      return;
    }
    setScanOpen(false);
    await onComplete();
  };

  const choice = (value: 'ai' | 'manual', label: string, Icon: typeof Camera, text: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={cn(
        'flex items-start gap-3 rounded-xl border-2 p-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        mode === value ? 'border-brand-600 bg-brand-50' : 'border-stone-200 hover:border-stone-300',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <span className="grid gap-0.5">
        <span className="font-medium text-stone-900">{label}</span>
        <span className="text-xs text-stone-600">{text}</span>
      </span>
    </button>
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api('POST /api/users/{userId}/measurements', { params: { userId }, body: values as unknown as Body & { height: number } });
    } catch (error) {
      // The server checks with the same shared schema; its field messages go under the inputs too.
      applyFieldErrors(error, FIELDS.map((f) => f.name), form.setError);
      toast.error('Error', { description: serverMessage(error, 'Failed to save measurements. Please try again.') });
      return;
    }
    await onComplete();
  });

  return (
    <>
    <form onSubmit={onSubmit} noValidate>
      <StepLayout
        title="Your measurements"
        description="Measurements power size suggestions and fit matches. Only you can see them unless you choose to share."
        onPrevious={onPrevious}
        actions={
          <>
            <Button variant="ghost" onClick={onSkip}>
              Skip for Now
            </Button>
            {mode === 'manual' ? (
              <SubmitButton variant="accent" pending={formState.isSubmitting} pendingLabel="Saving...">
                Save &amp; Continue
              </SubmitButton>
            ) : null}
          </>
        }
      >
        <div role="group" aria-label="How to add measurements" className="mb-5 grid gap-3 sm:grid-cols-2">
          {choice('ai', 'AI Scan', Camera, 'A photo and our AI estimate your measurements.')}
          {choice('manual', 'Manual Entry', PencilRuler, 'Type them in from a tape measure.')}
        </div>
        <div className="mb-5">
          <SizeSystemField
            value={form.watch('sizeSystem')}
            onChange={(v) => form.setValue('sizeSystem', v, { shouldDirty: true })}
            error={formState.errors.sizeSystem?.message}
          />
        </div>
        {mode === 'manual' ? (
          <>
            <h2 className="mb-3 font-medium">Manual Entry</h2>
            <div className="grid gap-4">
              <MeasurementInputs form={form} fields={FIELDS} gridClassName="grid grid-cols-2 gap-4 sm:grid-cols-3" />
            </div>
          </>
        ) : (
          <div className="grid justify-items-start gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
            <h2 className="font-medium">AI Scan</h2>
            <p className="text-sm text-stone-600">
              Take a full-length photo with your front camera or upload one. We detect bust, waist, hips, arm length, inseam and
              height; you check them before they are saved. The photo is deleted after the analysis.
            </p>
            <Button variant="accent" onClick={() => setScanOpen(true)}>
              <Camera aria-hidden /> Start AI Scan
            </Button>
          </div>
        )}
      </StepLayout>
    </form>
    <OnboardingScanDialog
      open={scanOpen}
      onOpenChange={setScanOpen}
      onUseResults={saveScanResults}
      sizeSystem={form.watch('sizeSystem') || undefined}
    />
    </>
  );
}
