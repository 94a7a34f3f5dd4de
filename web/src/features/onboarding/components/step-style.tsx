/**
 * Step 4 Style Preferences (spec 01 §2, §5 Style): the 12 categories as toggle buttons;
 * Continue is disabled until one is chosen. Continue → PUT style-preferences, then mark.
 */
import { useState } from 'react';
import { Check } from 'lucide-react';
import { toast } from 'sonner';
import { STYLE_CATEGORIES } from '@seamline/shared/contracts/profile';
import { SubmitButton } from '@/components/form/submit-button';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { StepLayout } from './step-layout';

type Category = (typeof STYLE_CATEGORIES)[number];

/** The style step. */
export function StepStyle({ userId, onPrevious, onComplete }: { userId: string; onPrevious: () => void; onComplete: () => Promise<void> }) {
  const [chosen, setChosen] = useState<Category[]>([]);
  const [pending, setPending] = useState(false);
  const toggle = (c: Category) => setChosen((list) => (list.includes(c) ? list.filter((x) => x !== c) : [...list, c]));

  const onContinue = async () => {
    setPending(true);
    try {
      await api('PUT /api/users/{userId}/style-preferences', { params: { userId }, body: { styleCategories: chosen } });
      await onComplete();
    } catch (error) {
      toast.error('Could not save your style', { description: serverMessage(error, 'Please try again.') });
    } finally {
      setPending(false);
    }
  };

  return (
    <StepLayout
      title="Your style"
      description="Pick the styles you love. Choose at least one; you can change them later."
      onPrevious={onPrevious}
      actions={
        <SubmitButton type="button" variant="accent" pending={pending} disabled={chosen.length === 0} onClick={() => void onContinue()}>
          Continue
        </SubmitButton>
      }
    >
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4" role="group" aria-label="Style categories">
        {STYLE_CATEGORIES.map((category) => {
          const on = chosen.includes(category);
          return (
            <button
              key={category}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(category)}
              className={cn(
                'flex h-11 items-center justify-center gap-1.5 rounded-lg border text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
                on ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
              )}
            >
              {on ? <Check className="size-4" aria-hidden /> : null}
              {category}
            </button>
          );
        })}
      </div>
      <p className="mt-3 text-sm text-stone-600" aria-live="polite">
        {chosen.length === 0 ? 'Select at least one style category' : `${chosen.length} selected`}
      </p>
    </StepLayout>
  );
}
