/** Delete a post (its author only), confirmed first; its likes, comments and notifications follow on the server. */
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/form-errors';
import { useDeletePost } from '@/lib/social/posts';

export function DeletePostDialog({ postId, open, onOpenChange, onDeleted }: { postId: string; open: boolean; onOpenChange: (open: boolean) => void; onDeleted?: () => void }) {
  const remove = useDeletePost();
  const confirm = () =>
    remove.mutate(postId, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success('Post deleted');
        onDeleted?.();
      },
      onError: (error) => toast.error('Error', { description: serverMessage(error, 'Could not delete the post. Please try again.') }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete post?"
      description="The post, its likes and its comments will be removed for everyone. This cannot be undone."
      confirmLabel="Delete post"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
