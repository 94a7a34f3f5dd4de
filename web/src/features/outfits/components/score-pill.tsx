/**
 * A 0–100 analysis score in the spec 02 §9 colours: 80 and above green, 60–79 yellow, below 60
 * destructive (`analysisScoreTone`). Dark text on a light tint of each colour keeps WCAG AA
 * contrast (≥ 4.5:1); the number and a word carry the meaning too, not the colour alone.
 */
import { analysisScoreTone, type AnalysisScoreTone } from '@seamline/shared/contracts/outfits-constants';
import { cn } from '@/lib/utils';

export const SCORE_TONE_CLASSES: Record<AnalysisScoreTone, string> = {
  good: 'bg-emerald-100 text-emerald-900 border-emerald-200',
  fair: 'bg-amber-100 text-amber-900 border-amber-200',
  poor: 'bg-red-100 text-red-900 border-red-200',
};
const TONE_WORDS: Record<AnalysisScoreTone, string> = { good: 'good', fair: 'fair', poor: 'poor' };

/** `label` and its score, tinted by tone; `large` for the overall score. */
export function ScorePill({ label, score, large = false, testId }: { label: string; score: number; large?: boolean; testId?: string }) {
  const tone = analysisScoreTone(score);
  const rounded = Math.round(score);
  return (
    <div
      className={cn('flex items-center justify-between gap-2 rounded-xl border px-3', large ? 'py-3' : 'py-1.5', SCORE_TONE_CLASSES[tone])}
      data-testid={testId}
      data-tone={tone}
      data-score={rounded}
    >
      <span className={cn('font-medium', large ? 'text-sm' : 'text-xs')}>{label}</span>
      <span className={cn('font-semibold tabular-nums', large ? 'text-2xl' : 'text-sm')}>
        {rounded}
        <span className={cn('font-normal', large ? 'text-sm' : 'text-xs')}>/100</span>
        <span className="sr-only"> ({TONE_WORDS[tone]})</span>
      </span>
    </div>
  );
}
