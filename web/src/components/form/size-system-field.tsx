/**
 * The optional 'Size system' question (issue 23 "Sizing profile"): Women's / Men's / Prefer not
 * to say as a radio group, texts from shared/contracts/size-system.ts. Used by onboarding's
 * measurements step and the measurements page's form. '' = not answered (nothing checked).
 */
import { useId } from 'react';
import { SIZE_SYSTEMS, SIZE_SYSTEM_TEXTS, type SizeSystem } from '@seamline/shared/contracts/size-system';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

export function SizeSystemField({
  value,
  onChange,
  error,
}: {
  value: SizeSystem | '' | undefined;
  onChange: (value: SizeSystem) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5" data-testid="size-system">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {SIZE_SYSTEM_TEXTS.label}
      </span>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {SIZE_SYSTEM_TEXTS.hint}
      </p>
      <RadioGroup
        value={value || ''}
        onValueChange={(v) => onChange(v as SizeSystem)}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="flex flex-wrap gap-x-5 gap-y-2"
      >
        {SIZE_SYSTEMS.map((s) => (
          <div key={s} className="flex items-center gap-2">
            <RadioGroupItem value={s} id={`${id}-${s}`} />
            <label htmlFor={`${id}-${s}`} className="text-sm text-stone-800">
              {SIZE_SYSTEM_TEXTS.options[s]}
            </label>
          </div>
        ))}
      </RadioGroup>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
