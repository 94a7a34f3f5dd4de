/** Loading spinner with an accessible label, and its bare icon for busy buttons and switches. */
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The spinning icon alone, hidden from assistive technology (the control says `aria-busy`). */
export function SpinnerIcon({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('animate-spin', className)} data-testid="spinner" />;
}

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <SpinnerIcon className={cn('size-6 text-brand-600', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
