/** Text input, label and search box (shadcn style). */
import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn('text-sm font-medium text-stone-800', className)} {...props} />;
}

/**
 * A search box: a visually hidden label (`label`, its accessible name), a magnifier icon and a
 * `type="search"` input with the id `id`. `className` styles the wrapper; other props go to the input.
 */
export function SearchInput({ id, label, className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'id'> & { id: string; label: string }) {
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className={cn('relative', className)}>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden />
        <Input id={id} type="search" className="pl-9" autoComplete="off" {...props} />
      </div>
    </>
  );
}
