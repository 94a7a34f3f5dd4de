/**
 * The event's outfit suggestions (spec 02 §3 OutfitSuggestion; issue 20 collaboration): plans
 * saved by the creator and collaborators and the AI stylist's suggestions (score, one line per
 * reason, the weather used), newest first. Everyone on the event favourites (a toggle saved at
 * once) and comments (other people's with Report, issue 33 §3); the creator makes one the final outfit; anyone can copy a suggestion's
 * pieces into their plan ('Use in Plan').
 */
import { useId, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Heart, MessageCircle, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import type { OutfitEventDetails, OutfitSuggestion } from '@seamline/shared/contracts/outfits';
import { OUTFIT_ERRORS, OUTFIT_LIMITS, OUTFIT_TOASTS } from '@seamline/shared/contracts/outfits-constants';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { ReportMenu } from '@/components/moderation/report-menu';
import { CharacterCounter } from '@/components/social/character-counter';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner, SpinnerIcon } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/form-errors';
import { setFavorite, useChooseFinal, useComment } from '@/lib/outfits/mutations';
import { suggestionCommentsQueryOptions } from '@/lib/outfits/queries';
import { exactTime, relativeTime } from '@/lib/relative-time';
import { fullNameOf } from '@/lib/social/names';
import { useToggleMutation } from '@/lib/use-toggle-mutation';
import { cn } from '@/lib/utils';
import { OutfitThumbs } from './outfit-thumbs';
import { Panel } from './panel';
import { WeatherLine } from './plan-cards';

export interface SuggestionsCardProps {
  details: OutfitEventDetails;
  userId: string;
  onUse: (suggestion: OutfitSuggestion) => void;
}

export function SuggestionsCard({ details, userId, onUse }: SuggestionsCardProps) {
  const list = details.suggestions;
  return (
    <Panel title="Outfit Suggestions" aside={<span className="text-sm text-stone-600">{list.length}</span>} testId="suggestions">
      {list.length === 0 ? (
        <p className="text-sm text-stone-600">No outfit suggestions yet. Save a plan, or ask the AI stylist.</p>
      ) : (
        <ul className="grid gap-3">
          {list.map((s) => (
            <li key={s.id}>
              <SuggestionItem suggestion={s} details={details} userId={userId} onUse={() => onUse(s)} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function SuggestionItem({ suggestion: s, details, userId, onUse }: { suggestion: OutfitSuggestion; details: OutfitEventDetails; userId: string; onUse: () => void }) {
  const titleId = useId();
  const [showComments, setShowComments] = useState(false);
  const [allReasons, setAllReasons] = useState(false);
  const choose = useChooseFinal();
  const isCreator = details.viewerRole === 'creator';
  const isFinal = s.isFinal || details.finalOutfitId === s.id;
  const author = s.isAiGenerated ? 'AI Stylist' : fullNameOf(s.suggestedBy);
  const reasons = allReasons ? s.reasons : s.reasons.slice(0, 3);
  return (
    <article aria-labelledby={titleId} className={cn('grid gap-2 rounded-xl border p-3', isFinal ? 'border-brand-300 bg-brand-50/40' : 'border-stone-200')} data-testid="suggestion" data-ai={s.isAiGenerated || undefined}>
      <div className="flex items-start gap-2">
        {s.isAiGenerated ? (
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Sparkles className="size-4" aria-hidden />
          </span>
        ) : (
          <Avatar name={author} src={s.suggestedBy.profileImageUrl} className="size-8" />
        )}
        <div className="min-w-0 flex-1">
          <h4 id={titleId} className="text-sm font-semibold text-stone-900">
            {s.title}
          </h4>
          <p className="text-xs text-stone-600">
            {s.isAiGenerated ? `AI suggestion for ${fullNameOf(s.suggestedBy)}` : `by ${author}`} ·{' '}
            <time dateTime={s.createdAt} title={exactTime(s.createdAt)}>
              {relativeTime(s.createdAt)}
            </time>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {isFinal ? <Badge variant="accent">Final outfit</Badge> : null}
          {s.score !== null ? <span className="text-xs font-medium text-stone-700">Score {Math.round(s.score)}/100</span> : null}
        </div>
      </div>
      {s.description ? <p className="text-sm text-stone-700">{s.description}</p> : null}
      <OutfitThumbs items={s.items} />
      {reasons.length > 0 ? (
        <div>
          <ul className="grid list-disc gap-0.5 pl-5 text-sm text-stone-700" aria-label="Why these pieces" data-testid="suggestion-reasons">
            {reasons.map((r, i) => (
              <li key={`${i}-${r}`}>{r}</li>
            ))}
          </ul>
          {s.reasons.length > 3 ? (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setAllReasons(!allReasons)} aria-expanded={allReasons}>
              {allReasons ? 'Show fewer reasons' : `Show all ${s.reasons.length} reasons`}
            </Button>
          ) : null}
        </div>
      ) : null}
      {s.weather ? <WeatherLine weather={s.weather} className="py-1.5" /> : null}
      <div className="flex flex-wrap items-center gap-1">
        <FavoriteButton suggestion={s} eventId={details.id} />
        <Button variant="ghost" size="sm" onClick={() => setShowComments(!showComments)} aria-expanded={showComments}>
          <MessageCircle aria-hidden />
          <span className="sr-only">Comments on {s.title}: </span>
          {s.commentCount}
        </Button>
        <div className="ml-auto flex flex-wrap gap-1">
          <Button variant="outline" size="sm" onClick={onUse} aria-describedby={titleId}>
            Use in Plan
          </Button>
          {isCreator && !isFinal ? (
            <Button
              size="sm"
              pending={choose.isPending}
              pendingLabel="Saving..."
              aria-describedby={titleId}
              onClick={() =>
                choose.mutate(
                  { eventId: details.id, userId, suggestionId: s.id },
                  {
                    onSuccess: () => toast.success(OUTFIT_TOASTS.finalized.title, { description: OUTFIT_TOASTS.finalized.description }),
                    onError: (error) => toast.error(OUTFIT_TOASTS.updateFailed.title, { description: serverMessage(error, OUTFIT_TOASTS.updateFailed.description) }),
                  },
                )
              }
            >
              Make Final
            </Button>
          ) : null}
        </div>
      </div>
      {showComments ? <CommentThread eventId={details.id} suggestion={s} /> : null}
    </article>
  );
}

/** A favourite mark saved at once (`useToggleMutation`: presses during a request coalesce). */
function FavoriteButton({ suggestion, eventId }: { suggestion: OutfitSuggestion; eventId: string }) {
  const queryClient = useQueryClient();
  const toggle = useToggleMutation({
    value: suggestion.isFavorited,
    send: (next) => setFavorite(queryClient, eventId, suggestion.id, next),
    onError: (error) => toast.error('Error', { description: serverMessage(error, 'Could not save your favourite. Please try again.') }),
  });
  // The count follows the press at once; the server's count replaces it when the request settles.
  const count = suggestion.favoriteCount + (toggle.value === suggestion.isFavorited ? 0 : toggle.value ? 1 : -1);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={toggle.value}
      aria-busy={toggle.pending || undefined}
      onClick={() => toggle.set(!toggle.value)}
      data-testid="favorite-button"
    >
      {toggle.pending ? <SpinnerIcon /> : <Heart aria-hidden className={cn(toggle.value && 'fill-red-600 text-red-600')} />}
      {/* Named by its content (not aria-label), so the visible count is part of the name. */}
      <span className="sr-only">Favourite {suggestion.title}: </span>
      <span className="tabular-nums">{count}</span>
    </Button>
  );
}

/** A suggestion's comments (oldest first) and the form to add one (trimmed, 1–500 characters). */
function CommentThread({ eventId, suggestion }: { eventId: string; suggestion: OutfitSuggestion }) {
  const id = useId();
  const comments = useInfiniteQuery(suggestionCommentsQueryOptions(suggestion.id));
  const post = useComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const comment = text.trim();
    if (!comment) return setError(OUTFIT_ERRORS.commentEmpty);
    if (comment.length > OUTFIT_LIMITS.commentMax) return setError(OUTFIT_ERRORS.commentTooLong);
    setError(null);
    post.mutate(
      { eventId, suggestionId: suggestion.id, comment },
      {
        onSuccess: () => {
          setText('');
          toast.success('Comment added!', { description: 'Your comment has been posted.' });
        },
        onError: (err) => toast.error('Error adding comment', { description: serverMessage(err, 'Failed to add comment') }),
      },
    );
  };

  return (
    <div className="grid gap-2 border-t border-stone-100 pt-2">
      {comments.isPending ? (
        <Spinner label="Loading comments" className="size-5" />
      ) : comments.isError ? (
        <LoadError message="Comments could not be loaded." onRetry={() => void comments.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-stone-600">No comments yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Comments on ${suggestion.title}`}>
          {items.map((c) => (
            <li key={c.id} className="flex gap-2" data-testid="suggestion-comment">
              <Avatar name={fullNameOf(c.user)} src={c.user.profileImageUrl} className="size-7" />
              <div className="min-w-0 flex-1 text-sm">
                <p>
                  <span className="font-medium text-stone-900">{fullNameOf(c.user)}</span>{' '}
                  <time className="text-xs text-stone-600" dateTime={c.createdAt} title={exactTime(c.createdAt)}>
                    {relativeTime(c.createdAt)}
                  </time>
                </p>
                <p className="whitespace-pre-wrap break-words text-stone-800">{c.comment}</p>
              </div>
              <ReportMenu
                subject={{ type: 'suggestionComment', id: c.id, person: { id: c.user.id, name: fullNameOf(c.user) } }}
                label={`More options for ${fullNameOf(c.user)}'s comment`}
                className="size-8 shrink-0"
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={comments} />
      <form onSubmit={submit} className="grid gap-1.5" noValidate>
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-comment`} className="text-xs font-medium text-stone-800">
            Add a comment
          </label>
          <CharacterCounter id={`${id}-count`} length={text.length} max={OUTFIT_LIMITS.commentMax} />
        </div>
        <Textarea
          id={`${id}-comment`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={OUTFIT_LIMITS.commentMax}
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          className="min-h-14"
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" className="justify-self-end" pending={post.isPending} pendingLabel="Posting..." disabled={!text.trim()}>
          Post
        </Button>
      </form>
    </div>
  );
}
