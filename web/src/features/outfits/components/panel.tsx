/**
 * A card of the planning dialog: a region named by its heading (h3, under the dialog's title),
 * an optional element at the heading's end (a count, an Edit button) and its body.
 */
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface PanelProps {
  title: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}

export function Panel({ title, aside, className, children, testId }: PanelProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('grid content-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm', className)} data-testid={testId}>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-base font-semibold text-stone-900">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}
