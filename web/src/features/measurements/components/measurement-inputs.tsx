/**
 * The manual form's inputs (spec 01 §5): bust, waist, hips, height required; weight, inseam,
 * shoulder width, arm length optional; the length unit (in/cm) and the weight unit (lbs/kg).
 */
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Input, Label } from '@/components/ui/input';

export const MEASUREMENT_INPUTS = [
  { name: 'bust', label: 'Bust', kind: 'length', required: true },
  { name: 'waist', label: 'Waist', kind: 'length', required: true },
  { name: 'hips', label: 'Hips', kind: 'length', required: true },
  { name: 'height', label: 'Height', kind: 'length', required: true },
  { name: 'weight', label: 'Weight', kind: 'weight', required: false },
  { name: 'inseam', label: 'Inseam', kind: 'length', required: false },
  { name: 'shoulderWidth', label: 'Shoulder width', kind: 'length', required: false },
  { name: 'armLength', label: 'Arm length', kind: 'length', required: false },
] as const;
type Name = (typeof MEASUREMENT_INPUTS)[number]['name'];

export type ManualValues = Record<Name, string> & { unit: 'inches' | 'cm'; weightUnit: 'lbs' | 'kg' };

const selectClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

export function MeasurementInputs({ form }: { form: UseFormReturn<ManualValues> }) {
  const { register, watch, formState } = form;
  const lengthUnit = watch('unit') === 'cm' ? 'cm' : 'in';
  const weightUnit = watch('weightUnit');
  return (
    <>
      <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
        <div className="grid gap-1.5">
          <Label htmlFor="unit">Length unit</Label>
          <select id="unit" className={selectClass} {...register('unit')}>
            <option value="inches">Inches</option>
            <option value="cm">Centimetres</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="weightUnit">Weight unit</Label>
          <select id="weightUnit" className={selectClass} {...register('weightUnit')}>
            <option value="lbs">Pounds</option>
            <option value="kg">Kilograms</option>
          </select>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {MEASUREMENT_INPUTS.map(({ name, label, kind, required }) => (
          <FormField
            key={name}
            id={name}
            className="content-start"
            label={`${label} (${kind === 'weight' ? weightUnit : lengthUnit})${required ? ' *' : ''}`}
            error={formState.errors[name]?.message}
          >
            {(control) => (
              <Input {...control} type="number" inputMode="decimal" min={0} step="0.1" aria-required={required} {...register(name)} />
            )}
          </FormField>
        ))}
      </div>
    </>
  );
}
