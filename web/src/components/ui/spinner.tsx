/** Loading spinner with an accessible label. */
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden className={cn('size-6 animate-spin text-brand-600', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
