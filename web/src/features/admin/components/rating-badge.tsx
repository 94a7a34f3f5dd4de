/** A rating as a coloured label: the words carry the meaning, the colour only repeats it. */
import type { VitalRating } from '@seamline/shared/contracts/performance-constants';
import { cn } from '@/lib/utils';

const TONES: Record<VitalRating, string> = {
  good: 'bg-emerald-100 text-emerald-900',
  'needs-improvement': 'bg-amber-100 text-amber-900',
  poor: 'bg-red-100 text-red-900',
};

export function RatingBadge({ tone, label, className }: { tone: VitalRating; label: string; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', TONES[tone], className)}>{label}</span>;
}
