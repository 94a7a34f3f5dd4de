/** Dropdown menu (Radix): keyboard navigable, focus returns to the trigger on close. */
import type { ComponentProps } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { cn } from '@/lib/utils';

/**
 * The menu's root, not modal unless asked (`modal`, Radix's default being true). A modal Radix
 * menu hides the rest of the page with `aria-hidden` while every link and button in it stays
 * focusable (axe aria-hidden-focus, serious; issue 36 §3) — a menu is no dialog, so it has no
 * focus trap to excuse that. Without it the menu still takes focus, moves by arrow keys, keeps Tab
 * inside and closes on Escape, an outside click or focus leaving, returning focus to its trigger
 * (the WAI-ARIA menu button pattern).
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export function DropdownMenuContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-52 overflow-hidden rounded-xl border border-stone-200 bg-white p-1.5 text-stone-900 shadow-lg',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'relative flex cursor-pointer select-none items-center gap-2 rounded-lg px-2.5 py-2 text-sm outline-none transition-colors data-[highlighted]:bg-stone-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:text-stone-500',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-2.5 py-2 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('-mx-1.5 my-1.5 h-px bg-stone-200', className)} {...props} />;
}
