/**
 * Comments of a post (spec 02 §2.14, §5, §8; issue 18), used in the comments dialog and inline on
 * the post page: the list oldest first with 'Load more' (50 a page), the empty text 'No comments
 * yet. Be the first!', and the composer — a textarea with the counter n/500, Post disabled while
 * the text is blank and while posting (Button `pending`), the §8 toasts. A product without a post
 * gets its post with the first comment (spec 02 §4 lazy post); the thread then follows that post.
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { SOCIAL_ERRORS, SOCIAL_LIMITS, SOCIAL_TEXTS } from '@seamline/shared/contracts/social-constants';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { formToasts } from '@/lib/form-toasts';
import { commentsQueryOptions, useAddComment } from '@/lib/social/comments';
import { socialErrorText } from '@/lib/social/error-text';
import { allItems } from '@/lib/social/page-cache';
import type { PostTarget } from '@/lib/social/posts';
import { cn } from '@/lib/utils';
import { CharacterCounter } from './character-counter';
import { CommentItem } from './comment-item';

export interface CommentThreadProps {
  target: PostTarget;
  /** The product's post was created by the first comment. */
  onPostCreated?: (postId: string) => void;
  /** Classes of the scrolling list (the dialog bounds its height). */
  listClassName?: string;
  autoFocus?: boolean;
}

const toasts = formToasts('comment');

export function CommentThread({ target, onPostCreated, listClassName, autoFocus }: CommentThreadProps) {
  const [createdPostId, setCreatedPostId] = useState<string | null>(null);
  const postId = target.postId ?? createdPostId;
  const effectiveTarget: PostTarget = postId ? { postId } : target;
  const comments = useInfiniteQuery({ ...commentsQueryOptions(postId ?? ''), enabled: postId !== null });
  const items = allItems(comments.data);
  const [lastAdded, setLastAdded] = useState<string | null>(null);

  return (
    <div className="grid gap-4">
      <div className={cn('grid gap-4', listClassName)}>
        {postId !== null && comments.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading comments" />
          </div>
        ) : comments.error instanceof ApiError && comments.error.status === 404 ? (
          // Deleted, removed, or hidden from the viewer (issue 33): as if it never existed.
          <p role="alert" className="py-6 text-center text-sm text-stone-700">
            {SOCIAL_ERRORS.postNotFound}
          </p>
        ) : comments.isError && items.length === 0 ? (
          <div role="alert" className="grid justify-items-center gap-2 py-6 text-center text-sm text-stone-700">
            <p>Comments could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
              Try Again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="grid justify-items-center gap-2 py-6 text-center">
            <MessageCircle className="size-8 text-stone-400" aria-hidden />
            <p className="text-sm text-stone-600">{SOCIAL_TEXTS.noComments}</p>
          </div>
        ) : (
          <div>
            <ol aria-label="Comments" className="grid gap-4">
              {items.map((comment) => (
                <CommentItem key={comment.id} comment={comment} justAdded={comment.id === lastAdded} />
              ))}
            </ol>
            <LoadMore query={comments} />
          </div>
        )}
      </div>
      <CommentComposer
        target={effectiveTarget}
        autoFocus={autoFocus}
        onAdded={(comment) => {
          setLastAdded(comment.id);
          if (postId === null) {
            setCreatedPostId(comment.postId);
            onPostCreated?.(comment.postId);
          }
        }}
      />
    </div>
  );
}

function CommentComposer({ target, onAdded, autoFocus }: { target: PostTarget; onAdded: (comment: { id: string; postId: string }) => void; autoFocus?: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const add = useAddComment(target);
  const blank = text.trim().length === 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || add.isPending) return;
    add.mutate(
      { content: text.trim() },
      {
        onSuccess: (comment) => {
          setText('');
          onAdded(comment);
          toasts.success(SOCIAL_TEXTS.commentAdded, { description: SOCIAL_TEXTS.commentAddedDescription });
        },
        onError: (error) => toasts.error(SOCIAL_TEXTS.commentFailedTitle, { description: socialErrorText(error, SOCIAL_TEXTS.commentFailed) }),
      },
    );
  };
  // Ctrl/Cmd+Enter posts (Enter alone makes a new line).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
  };

  return (
    <form onSubmit={submit} className="grid gap-2 border-t border-stone-200 pt-4">
      <label htmlFor={`${id}-text`} className="sr-only">
        Add a comment
      </label>
      <Textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={SOCIAL_LIMITS.commentMax}
        rows={3}
        placeholder="Add a comment..."
        aria-describedby={`${id}-count`}
        autoFocus={autoFocus}
        className="resize-none"
      />
      <div className="flex items-center justify-between gap-2">
        <CharacterCounter id={`${id}-count`} length={text.length} max={SOCIAL_LIMITS.commentMax} />
        <Button type="submit" variant="accent" size="sm" disabled={blank} pending={add.isPending}>
          Post
        </Button>
      </div>
    </form>
  );
}
