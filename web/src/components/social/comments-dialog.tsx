/** The comments dialog (spec 02 §2.14): a scrolling list and the composer of `CommentThread`. */
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PostTarget } from '@/lib/social/posts';
import { CommentThread } from './comment-thread';

export interface CommentsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: PostTarget;
  /** What is commented on, e.g. the product's name. */
  subject: string;
  onPostCreated?: (postId: string) => void;
}

export function CommentsDialog({ open, onOpenChange, target, subject, onPostCreated }: CommentsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" data-testid="comments-dialog">
        <DialogHeader>
          <DialogTitle>Comments</DialogTitle>
          <DialogDescription>{subject}</DialogDescription>
        </DialogHeader>
        <CommentThread target={target} onPostCreated={onPostCreated} listClassName="max-h-[45dvh] overflow-y-auto pr-1" autoFocus />
      </DialogContent>
    </Dialog>
  );
}
