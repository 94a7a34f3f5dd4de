/**
 * Display helpers of the My Fit page (spec 01 §2): a stored length (cm) in the chosen unit,
 * and the last-updated date of the confidence line ('recently' when there is none).
 */
import { fromCm, roundTo, type LengthUnit } from '@seamline/shared/domain/units';

/** '34.6 in' / '87.9 cm' (1 decimal) for a length in cm; '—' when not saved. */
export function formatLength(valueCm: number | null, unit: LengthUnit): string {
  if (valueCm == null) return '—';
  return `${roundTo(fromCm(valueCm, unit), 1)} ${unit === 'cm' ? 'cm' : 'in'}`;
}

/** 'Nov 21, 2026', or 'recently' without a (valid) date. */
export function updatedLabel(updatedAt: string | null | undefined): string {
  const date = updatedAt ? new Date(updatedAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'recently';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
