/**
 * A yes/no confirmation of a destructive action (Radix AlertDialog: focus starts on Cancel,
 * Escape cancels, the page behind is inert). The confirm button shows the request's `pending`
 * state and the dialog cannot be dismissed while it runs; the caller closes it on success.
 */
import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonVariants } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pendingLabel, pending = false, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold tracking-tight">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-stone-600">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })} disabled={pending}>
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once; this stays open until the request has settled. */}
            <Button variant="destructive" onClick={onConfirm} pending={pending} pendingLabel={pendingLabel}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
