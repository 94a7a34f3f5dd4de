/**
 * Manual measurements form (spec 01 §2, §5) in a dialog with a tips box, Cancel and close.
 * Rules and messages come from the shared `manualMeasurementsSchema` (the server applies the
 * same schema for `source: 'manual'`). Toasts per spec 01 §8.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { manualMeasurementsSchema, type ManualMeasurementsInput, type Measurements } from '@seamline/shared/contracts/measurements';
import { SizeSystemField } from '@/components/form/size-system-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/session';
import { useSaveMeasurements } from '../api/measurements';
import { MeasurementInputs, MEASUREMENT_INPUTS, type ManualValues } from './measurement-inputs';

/** Form values: the entered values of `current` (in their unit), else blanks in the person's preferred units. */
function defaults(current: Measurements | null, preferred: PublicUser['preferredUnits'] | undefined): ManualValues {
  const v = (n: number | null | undefined) => (n == null ? '' : String(n));
  const out = { unit: current?.unit ?? preferred?.length ?? 'inches', weightUnit: current?.weightUnit ?? preferred?.weight ?? 'lbs' } as ManualValues;
  for (const { name } of MEASUREMENT_INPUTS) out[name] = v(current?.[name]);
  out.sizeSystem = current?.sizeSystem ?? '';
  return out;
}

export interface ManualMeasurementsDialogProps {
  userId: string;
  current: Measurements | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ManualMeasurementsDialog({ userId, current, open, onOpenChange }: ManualMeasurementsDialogProps) {
  const save = useSaveMeasurements(userId);
  const preferred = useCurrentUser()?.preferredUnits;
  const form = useForm<ManualValues>({
    resolver: zodResolver(manualMeasurementsSchema) as never,
    mode: 'onTouched',
    values: open ? defaults(current, preferred) : undefined,
    resetOptions: { keepDirtyValues: false },
  });

  const onSubmit = form.handleSubmit(async () => {
    try {
      await save.mutateAsync(form.getValues() as unknown as ManualMeasurementsInput);
      toast.success('Measurements saved!', { description: 'Your measurements have been updated successfully.' });
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, MEASUREMENT_INPUTS.map((f) => f.name), form.setError);
      toast.error('Error', { description: 'Failed to save measurements. Please try again.' });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{current ? 'Update Measurements' : 'Enter Your Measurements'}</DialogTitle>
          <DialogDescription>Bust, waist, hips and height are required; the rest helps with fit.</DialogDescription>
        </DialogHeader>
        <div className="rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-stone-700" role="note" aria-label="Measuring tips">
          <p className="font-medium text-stone-900">Tips for accurate measurements</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>Measure over light clothing with a soft tape, level and snug but not tight.</li>
            <li>Bust: around the fullest part. Waist: at the narrowest point. Hips: around the widest part.</li>
            <li>Height: stand straight against a wall, without shoes.</li>
          </ul>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <MeasurementInputs form={form} />
          <SizeSystemField
            value={form.watch('sizeSystem')}
            onChange={(v) => form.setValue('sizeSystem', v, { shouldDirty: true })}
            error={form.formState.errors.sizeSystem?.message}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <SubmitButton variant="accent" pending={form.formState.isSubmitting} pendingLabel="Saving...">
              Save Measurements
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
