/**
 * Button (shadcn style): variants and sizes via cva; `asChild` renders the child element.
 * `pending` is the one busy state of every mutating button (issue 17 §3 "Nothing happens
 * twice"): disabled, `aria-busy` and a spinner while its request runs; the visible text stays
 * (or becomes `pendingLabel`, e.g. 'Saving...'), so the accessible name is what is shown. An
 * icon-only button shows the spinner in place of its icon. On/off controls use
 * `useToggleMutation` instead and stay operable.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';
import { SpinnerIcon } from './spinner';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-stone-900 text-white hover:bg-stone-800',
        accent: 'bg-brand-600 text-white hover:bg-brand-700',
        outline: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
        secondary: 'bg-stone-100 text-stone-900 hover:bg-stone-200',
        ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
        destructive: 'bg-red-600 text-white hover:bg-red-700',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-8 rounded-md px-3 text-xs',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /** Its request is running: disabled, aria-busy, spinner (not with `asChild`). */
    pending?: boolean;
    /** The text while pending (defaults to the children). */
    pendingLabel?: ReactNode;
  };

/** A button, or with `asChild` any element (e.g. a router Link) styled as one. */
export function Button({ className, variant, size, asChild = false, type, pending = false, pendingLabel, disabled, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button className={classes} type={type ?? 'button'} disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <SpinnerIcon /> : null}
      {pending ? (size === 'icon' ? null : (pendingLabel ?? children)) : children}
    </button>
  );
}
