/**
 * One comment: avatar, name and @username (linking to their profile), relative time, the text
 * as text (never HTML: React escapes it; line breaks kept), and Delete for its author or the
 * post's author (`canDelete`), confirmed first; the '⋯' menu with Report on other people's
 * comments (issue 33 §3).
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import type { Comment } from '@seamline/shared/contracts/posts';
import { Avatar } from '@/components/ui/avatar';
import { ReportMenu } from '@/components/moderation/report-menu';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/form-errors';
import { exactTime, relativeTime } from '@/lib/relative-time';
import { useDeleteComment } from '@/lib/social/comments';
import { fullNameOf } from '@/lib/social/names';

export function CommentItem({ comment, justAdded = false }: { comment: Comment; justAdded?: boolean }) {
  const name = fullNameOf(comment.user);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (justAdded) item.current?.scrollIntoView({ block: 'nearest' });
  }, [justAdded]);
  return (
    <li ref={item} className="flex gap-3" data-testid="comment">
      <Link to="/closet/$userId" params={{ userId: comment.user.id }} tabIndex={-1} aria-hidden className="shrink-0">
        <Avatar name={name} src={comment.user.profileImageUrl} className="size-8" />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link
            to="/closet/$userId"
            params={{ userId: comment.user.id }}
            className="rounded font-medium text-stone-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {name}
          </Link>
          <span className="text-stone-500">@{comment.user.username}</span>
          <time dateTime={comment.createdAt} title={exactTime(comment.createdAt)} className="text-xs text-stone-500">
            {relativeTime(comment.createdAt)}
          </time>
        </p>
        <p className="mt-0.5 whitespace-pre-wrap break-words text-sm text-stone-800">{comment.content}</p>
      </div>
      {comment.canDelete ? <DeleteCommentButton comment={comment} /> : null}
      <ReportMenu
        subject={{ type: 'comment', id: comment.id, person: { id: comment.user.id, name } }}
        label={`More options for ${name}'s comment`}
        className="size-8 shrink-0"
      />
    </li>
  );
}

function DeleteCommentButton({ comment }: { comment: Comment }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteComment();
  const confirm = () =>
    remove.mutate(comment, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Comment deleted');
      },
      onError: (error) => toast.error('Error', { description: serverMessage(error, 'Could not delete the comment. Please try again.') }),
    });
  return (
    <>
      <Button variant="ghost" size="icon" className="size-8 shrink-0 text-stone-500 hover:text-red-700" aria-label="Delete comment" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete comment?"
        description="This comment will be removed for everyone. This cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
