/**
 * Current Measurements (spec 01 §2): bust, waist, hips, height in the chosen unit (in/cm,
 * starting with the unit entered; converted from the stored cm with shared/domain/units),
 * Edit, and the confidence line with the last-updated date ('recently' when none).
 */
import { useState } from 'react';
import { Pencil } from 'lucide-react';
import type { Measurements } from '@seamline/shared/contracts/measurements';
import { SIZE_SYSTEM_TEXTS } from '@seamline/shared/contracts/size-system';
import type { LengthUnit } from '@seamline/shared/domain/units';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatLength, updatedLabel } from '../lib/format';
import { UnitToggle } from './unit-toggle';

const ROWS = [
  { key: 'bustCm', label: 'Bust' },
  { key: 'waistCm', label: 'Waist' },
  { key: 'hipsCm', label: 'Hips' },
  { key: 'heightCm', label: 'Height' },
] as const;

export function CurrentMeasurementsCard({
  measurements,
  onEdit,
}: {
  measurements: Measurements;
  onEdit: () => void;
}) {
  const [unit, setUnit] = useState<LengthUnit>(measurements.unit);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Current Measurements</CardTitle>
        <div className="flex items-center gap-2">
          <UnitToggle value={unit} onChange={setUnit} />
          <Button variant="ghost" size="sm" onClick={onEdit}>
            <Pencil aria-hidden />
            Edit
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {ROWS.map(({ key, label }) => (
            <div
              key={key}
              className="rounded-xl bg-stone-50 p-3"
              data-testid={`measurement-${label.toLowerCase()}`}
            >
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">
                {label}
              </dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900">
                {formatLength(measurements.canonical[key], unit)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-stone-600">
          Confidence: {measurements.confidence} · Updated {updatedLabel(measurements.updatedAt)}
        </p>
        {/* Issue 23: the size system is shown to its owner only (this page is oneself's). */}
        <p className="mt-1 text-sm text-stone-600" data-testid="measurement-size-system">
          {SIZE_SYSTEM_TEXTS.label}:{' '}
          {measurements.sizeSystem ? SIZE_SYSTEM_TEXTS.options[measurements.sizeSystem] : 'Not chosen'}
        </p>
      </CardContent>
    </Card>
  );
}
