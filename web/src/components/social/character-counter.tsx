/** 'n/max' under a text field (spec 02 §2.14 counter n/500); amber in the last 10 %, with 'characters' for screen readers. */
import { cn } from '@/lib/utils';

export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span id={id} className={cn('text-xs tabular-nums', length >= max * 0.9 ? 'font-medium text-amber-700' : 'text-stone-500')} data-testid="character-counter">
      {length.toLocaleString('en-US')}/{max.toLocaleString('en-US')}
      <span className="sr-only"> characters</span>
    </span>
  );
}
