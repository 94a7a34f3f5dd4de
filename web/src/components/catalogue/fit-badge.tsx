/**
 * Fit score badge (spec 02 §4): 85+ green 'Great Fit', 70–84 yellow 'Good Fit', below 70 red
 * 'Check Sizing' (`fitBadge` in the contracts). `ProductFitBadge` fetches the signed-in
 * user's score for a product (cached 5 minutes) and shows a placeholder while it loads.
 */
import { fitBadge } from '@seamline/shared/contracts/catalogue-constants';
import { useFitScore } from '@/lib/catalogue/queries';
import { cn } from '@/lib/utils';

const TONES = {
  green: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
} as const;

/** The badge for a known score: '{label} · {score}%'. */
export function FitBadge({ score, className }: { score: number; className?: string }) {
  const { label, tone } = fitBadge(score);
  return (
    <span
      data-testid="fit-badge"
      data-score={score}
      className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium', TONES[tone], className)}
    >
      {label}
      <span className="ml-1 tabular-nums">{score}%</span>
    </span>
  );
}

/**
 * The signed-in user's fit badge for one product. The cards of a page ask together: one
 * `POST /api/products/fit-scores` for the page (issue 19, `fitScoreQueryOptions`).
 * @param enabled false to defer the call
 */
export function ProductFitBadge({ productId, userId, enabled = true, className }: { productId: string; userId: string; enabled?: boolean; className?: string }) {
  const fit = useFitScore(productId, userId, enabled);
  if (!fit.data) {
    return <span aria-hidden className={cn('inline-block h-5 w-24 animate-pulse rounded-full bg-stone-100', className)} />;
  }
  return <FitBadge score={fit.data.fitScore} className={className} />;
}
