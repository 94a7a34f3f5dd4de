/** Wizard progress (spec 01 §2): "Step n of 6", percent = n / 6, and one marker per step. */
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

export const STEP_TITLES = ['Welcome', 'Profile', 'Measurements', 'Style', 'Photo', 'Tutorial'] as const;

/** Progress bar plus numbered step markers; the current marker has aria-current="step". */
export function OnboardingProgress({ step }: { step: number }) {
  const total = STEP_TITLES.length;
  const percent = Math.round((step / total) * 100);
  return (
    <div className="mb-6">
      <div className="mb-2 flex justify-between text-sm text-stone-600">
        <span>
          Step {step} of {total}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        className="h-2 rounded-full bg-stone-200"
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-2 rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-4 grid grid-cols-6 gap-1" aria-label="Onboarding steps">
        {STEP_TITLES.map((title, index) => {
          const n = index + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'upcoming';
          return (
            <li key={title} className="flex flex-col items-center gap-1" aria-current={state === 'current' ? 'step' : undefined}>
              <span
                className={cn(
                  'flex size-7 items-center justify-center rounded-full text-xs font-semibold',
                  state === 'done' && 'bg-brand-600 text-white',
                  state === 'current' && 'bg-white text-brand-700 ring-2 ring-brand-600',
                  state === 'upcoming' && 'bg-stone-200 text-stone-600',
                )}
              >
                {state === 'done' ? <Check className="size-4" aria-label="done" /> : n}
              </span>
              <span className={cn('hidden text-xs sm:block', state === 'current' ? 'font-medium text-stone-900' : 'text-stone-500')}>
                {title}
              </span>
              <span className="sr-only sm:hidden">{title}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
