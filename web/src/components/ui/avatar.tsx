/** Avatar: the profile image when it loads, else the name's initial (Radix Avatar). */
import type { ComponentProps } from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn, initialOf } from '@/lib/utils';

export interface AvatarProps extends ComponentProps<typeof AvatarPrimitive.Root> {
  name: string;
  src?: string | null;
}

export function Avatar({ name, src, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full bg-brand-100', className)}
      {...props}
    >
      {src ? <AvatarPrimitive.Image className="aspect-square size-full object-cover" src={src} alt={name} /> : null}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center text-sm font-semibold text-brand-800"
        aria-label={name}
      >
        {initialOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
