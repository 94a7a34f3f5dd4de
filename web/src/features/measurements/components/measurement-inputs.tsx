/**
 * The measurement forms' inputs (spec 01 §5): bust, waist, hips, height required; weight,
 * inseam, shoulder width, arm length optional; the length unit (in/cm) and the weight unit
 * (lbs/kg). Switching a unit converts the numbers on screen (issue 17 §1, `switchUnits`).
 * Serves the My Fit manual form and onboarding step 3 (which shows a subset of the fields).
 */
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MEASUREMENT_FIELD_NAMES, MEASUREMENT_FIELDS, type MeasurementField } from '@seamline/shared/contracts/measurement-fields';
import type { SizeSystem } from '@seamline/shared/contracts/size-system';
import { FormField } from '@/components/form/form-field';
import { Input, Label } from '@/components/ui/input';
import { switchUnits, type SwitchMemo, type Units } from '../lib/unit-switch';

/** Bust, waist, hips and height are required on the My Fit form (spec 01 §5). */
const REQUIRED_ON_MANUAL_FORM: readonly MeasurementField[] = ['bust', 'waist', 'hips', 'height'];

/**
 * The inputs, in the shared field table's order with its labels and kinds (issue 34 §5: one
 * table, `MEASUREMENT_FIELDS` in shared/contracts; ranges and messages come from the same
 * table through the zod schemas).
 */
export const MEASUREMENT_INPUTS: readonly MeasurementInput[] = MEASUREMENT_FIELD_NAMES.map((name) => ({
  name,
  label: MEASUREMENT_FIELDS[name].label,
  kind: MEASUREMENT_FIELDS[name].kind,
  required: REQUIRED_ON_MANUAL_FORM.includes(name),
}));
type Name = MeasurementField;
/** One input: its field, label, kind (length or weight) and whether this form requires it. */
export type MeasurementInput = { name: Name; label: string; kind: 'length' | 'weight'; required: boolean };

export type ManualValues = Record<Name, string> & {
  unit: 'inches' | 'cm';
  weightUnit: 'lbs' | 'kg';
  /** Issue 23: the size system; '' = not answered (the server keeps the previous answer). */
  sizeSystem?: SizeSystem | '';
};

const selectClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * @param form a react-hook-form whose values hold the fields as text plus `unit` / `weightUnit`.
 * @param fields the inputs to show (default: all eight).
 * @param gridClassName the grid of the number inputs.
 */
export function MeasurementInputs({
  form,
  fields = MEASUREMENT_INPUTS,
  gridClassName = 'grid grid-cols-2 gap-4 sm:grid-cols-4',
}: {
  form: UseFormReturn<ManualValues>;
  fields?: readonly MeasurementInput[];
  gridClassName?: string;
}) {
  const { register, watch, formState, getValues, setValue } = form;
  const memo = useRef<SwitchMemo>(new Map());
  const lengthUnit = watch('unit') === 'cm' ? 'cm' : 'in';
  const weightUnit = watch('weightUnit');

  /** Change a unit and convert the numbers on screen to it. */
  const changeUnits = (next: Partial<Units>) => {
    const from: Units = { unit: getValues('unit'), weightUnit: getValues('weightUnit') };
    const to: Units = { ...from, ...next };
    const converted = switchUnits(getValues() as unknown as Record<string, string>, fields, from, to, memo.current);
    for (const [name, text] of Object.entries(converted)) setValue(name as Name, text, { shouldDirty: true });
    setValue('unit', to.unit, { shouldDirty: true });
    setValue('weightUnit', to.weightUnit, { shouldDirty: true });
    // Messages name the unit, so re-check what was already checked.
    const touched = fields.map((f) => f.name).filter((n) => formState.errors[n]);
    if (touched.length > 0) void form.trigger(touched);
  };

  return (
    <>
      <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
        <div className="grid gap-1.5">
          <Label htmlFor="unit">Length unit</Label>
          <select id="unit" className={selectClass} value={watch('unit')} onChange={(e) => changeUnits({ unit: e.target.value as Units['unit'] })}>
            <option value="inches">Inches</option>
            <option value="cm">Centimetres</option>
          </select>
        </div>
        {fields.some((f) => f.kind === 'weight') ? (
          <div className="grid gap-1.5">
            <Label htmlFor="weightUnit">Weight unit</Label>
            <select
              id="weightUnit"
              className={selectClass}
              value={weightUnit}
              onChange={(e) => changeUnits({ weightUnit: e.target.value as Units['weightUnit'] })}
            >
              <option value="lbs">Pounds</option>
              <option value="kg">Kilograms</option>
            </select>
          </div>
        ) : null}
      </div>
      <div className={gridClassName}>
        {fields.map(({ name, label, kind, required }) => (
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
