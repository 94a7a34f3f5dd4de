/**
 * Step 3 Measurements (spec 01 §2): Manual Entry of height (in), weight (lbs), bust, waist,
 * hips (in). 'Save & Continue' → POST measurements, then the wizard marks the step; 'Skip
 * for Now' goes on without saving. The AI Scan choice arrives with the measurements issue.
 */
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { measurementsInputSchema } from '@seamline/shared/contracts/measurements';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { StepLayout } from './step-layout';

const FIELDS = [
  { name: 'height', label: 'Height', unit: 'in' },
  { name: 'weight', label: 'Weight', unit: 'lbs' },
  { name: 'bust', label: 'Bust', unit: 'in' },
  { name: 'waist', label: 'Waist', unit: 'in' },
  { name: 'hips', label: 'Hips', unit: 'in' },
] as const;
type Name = (typeof FIELDS)[number]['name'];
type Values = Record<Name, string>;
type Body = Parameters<typeof measurementsInputSchema.parse>[0];

const zod = zodResolver(measurementsInputSchema);
/** Empty optional fields are left out before the shared schema validates. */
const resolver: Resolver<Values> = (values, context, options) => {
  const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => String(v).trim() !== ''));
  return zod({ ...filled, unit: 'inches', weightUnit: 'lbs' } as never, context, options as never) as never;
};

/** The measurements step. */
export function StepMeasurements({ userId, onPrevious, onComplete, onSkip }: { userId: string; onPrevious: () => void; onComplete: () => Promise<void>; onSkip: () => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({ resolver, defaultValues: { height: '', weight: '', bust: '', waist: '', hips: '' } });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api('POST /api/users/{userId}/measurements', { params: { userId }, body: values as unknown as Body & { height: number } });
    } catch (error) {
      toast.error('Error', { description: serverMessage(error, 'Failed to save measurements. Please try again.') });
      return;
    }
    await onComplete();
  });

  return (
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
            <SubmitButton variant="accent" pending={formState.isSubmitting} pendingLabel="Saving...">
              Save &amp; Continue
            </SubmitButton>
          </>
        }
      >
        <h2 className="mb-3 font-medium">Manual Entry</h2>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {FIELDS.map(({ name, label, unit }) => (
            <FormField key={name} id={name} label={`${label} (${unit})`} error={errors[name]?.message}>
              {(control) => <Input {...control} type="number" inputMode="decimal" min={0} step="0.1" {...register(name)} />}
            </FormField>
          ))}
        </div>
      </StepLayout>
    </form>
  );
}
