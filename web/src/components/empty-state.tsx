/** Empty state: icon, the spec's text, an optional hint and actions. */
import type { ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface EmptyStateProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  hint?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, hint, children, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center',
        className,
      )}
    >
      <Icon className="size-10 text-stone-400" aria-hidden />
      <p className="mt-2 font-medium text-stone-900">{title}</p>
      {hint ? <p className="max-w-sm text-sm text-stone-600">{hint}</p> : null}
      {children ? <div className="mt-3 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}
