/**
 * The confirmation before deleting a moodboard (spec 02 §2.1: 'Are you sure you want to delete
 * this moodboard?'; §8 failure toast 'Failed to delete moodboard. Please try again.'). Only the
 * owner is offered it; the API refuses anyone else.
 */
import { toast } from 'sonner';
import type { Moodboard } from '@seamline/shared/contracts/collections';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDeleteMoodboard } from '@/lib/collections/mutations';

/** Spec 02 §2.1 confirmation text. */
export const DELETE_MOODBOARD_CONFIRM = 'Are you sure you want to delete this moodboard?';
/** Spec 02 §8 failure text. */
export const DELETE_MOODBOARD_FAILED = 'Failed to delete moodboard. Please try again.';

export interface DeleteMoodboardDialogProps {
  /** The board to delete; null keeps the dialog closed. */
  board: Pick<Moodboard, 'id' | 'userId' | 'name'> | null;
  onOpenChange: (open: boolean) => void;
  /** Called after the server deleted the board (e.g. navigate away from its page). */
  onDeleted?: () => void;
}

export function DeleteMoodboardDialog({ board, onOpenChange, onDeleted }: DeleteMoodboardDialogProps) {
  const remove = useDeleteMoodboard();
  const confirm = () => {
    if (!board) return;
    remove.mutate(
      { userId: board.userId, moodboardId: board.id },
      {
        onSuccess: () => {
          onOpenChange(false);
          onDeleted?.();
        },
        onError: () => toast.error(DELETE_MOODBOARD_FAILED),
      },
    );
  };
  return (
    <Dialog open={board !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete {board ? `'${board.name}'` : 'moodboard'}?</DialogTitle>
          <DialogDescription>{DELETE_MOODBOARD_CONFIRM}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-stone-600">The board and its items are removed; the products stay in the catalogue.</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <SubmitButton type="button" variant="destructive" pending={remove.isPending} pendingLabel="Deleting..." onClick={confirm}>
            Delete
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
