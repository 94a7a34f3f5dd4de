/**
 * Another person's measurements on their profile, shown only when the server says the viewer
 * may see them (`canViewMeasurements`: their publicDisplay, or showMeasurementsToFriends and
 * the two follow each other). Values arrive in cm and are shown in the unit they entered.
 */
import type { PublicProfile } from '@seamline/shared/contracts/people';
import { fromCm, roundTo } from '@seamline/shared/domain/units';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type Visible = NonNullable<PublicProfile['measurements']>;
const FIELDS: { key: keyof Omit<Visible, 'unit'>; label: string }[] = [
  { key: 'heightCm', label: 'Height' },
  { key: 'bustCm', label: 'Bust' },
  { key: 'waistCm', label: 'Waist' },
  { key: 'hipsCm', label: 'Hips' },
];

export function VisibleMeasurements({ name, measurements }: { name: string; measurements: Visible }) {
  const unit = measurements.unit;
  const show = (cm: number | null) => (cm === null ? '—' : `${roundTo(fromCm(cm, unit), 1)} ${unit === 'cm' ? 'cm' : 'in'}`);
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>Measurements</CardTitle>
        <CardDescription>{name} shares these with you.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {FIELDS.map(({ key, label }) => (
            <div key={key} className="rounded-xl bg-stone-50 p-3">
              <dt className="text-xs text-stone-500">{label}</dt>
              <dd className="text-lg font-semibold text-stone-900">{show(measurements[key])}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
