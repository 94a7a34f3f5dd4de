/**
 * 'Remove' on one's own followers tab, confirmed first (Radix AlertDialog: focus starts on
 * Cancel, Escape cancels, the page behind is inert).
 */
import { AlertDialog } from 'radix-ui';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useRemoveFollower } from '../api/remove-follower';

export function RemoveFollowerButton({ viewerId, follower }: { viewerId: string; follower: { id: string; name: string } }) {
  const remove = useRemoveFollower(viewerId);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" pending={remove.isPending}>
          Remove
          <span className="sr-only"> {follower.name}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold tracking-tight">Remove follower?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-stone-600">
            {follower.name} will no longer follow you and will not be told. They can follow you again later.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={cn(buttonVariants({ variant: 'destructive' }))} onClick={() => remove.mutate(follower)}>
              Remove
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
