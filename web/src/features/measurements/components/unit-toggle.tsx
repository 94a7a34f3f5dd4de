/**
 * The in/cm toggle of the Current Measurements card: two pressed-state buttons in a group. Each
 * button's name starts with its visible text, 'in (inches)' / 'cm (centimetres)', so the words
 * on screen are the words a voice user says (WCAG 2.5.3 label in name).
 */
import type { LengthUnit } from '@seamline/shared/domain/units';
import { cn } from '@/lib/utils';

const OPTIONS: { unit: LengthUnit; label: string; name: string }[] = [
  { unit: 'inches', label: 'in', name: 'Inches' },
  { unit: 'cm', label: 'cm', name: 'Centimetres' },
];

export function UnitToggle({ value, onChange }: { value: LengthUnit; onChange: (unit: LengthUnit) => void }) {
  return (
    <div role="group" aria-label="Units" className="inline-flex rounded-lg border border-stone-300 bg-stone-50 p-0.5">
      {OPTIONS.map((o) => (
        <button
          key={o.unit}
          type="button"
          aria-pressed={value === o.unit}
          onClick={() => onChange(o.unit)}
          className={cn(
            'rounded-md px-3 py-1 text-sm font-medium text-stone-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            value === o.unit && 'bg-white text-stone-900 shadow-sm',
          )}
        >
          {o.label}
          <span className="sr-only"> ({o.name})</span>
        </button>
      ))}
    </div>
  );
}
