/** A yes/no confirmation of a destructive closet action (delete item, delete section). */
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { CLOSET_TOASTS } from '@seamline/shared/contracts/closet-constants';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { useDeleteClosetItem } from '@/lib/closet/mutations';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export interface ClosetConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
}

export function ClosetConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pending, onConfirm }: ClosetConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} pending={pending} pendingLabel="Deleting...">
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Delete Item' for one closet item (`item` null = closed), used by the My Closet tab and the
 * organizer: deletes on confirm (`DELETE /api/closet-items/{itemId}`), toasts the outcome and
 * closes on success.
 */
export function DeleteClosetItemDialog({ item, onClose }: { item: ClosetItem | null; onClose: () => void }) {
  const deleteItem = useDeleteClosetItem();
  return (
    <ClosetConfirmDialog
      open={item !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Delete Item"
      description={`Delete "${item?.name ?? ''}" from your closet? This cannot be undone.`}
      confirmLabel="Delete Item"
      pending={deleteItem.isPending}
      onConfirm={() =>
        item &&
        deleteItem.mutate(item, {
          onSuccess: () => (toast.success(CLOSET_TOASTS.itemDeleted.title), onClose()),
          onError: () => toast.error('Error', { description: 'Could not delete the item. Please try again.' }),
        })
      }
    />
  );
}
