/**
 * 'Invite Friends to Collaborate' (spec 02 §2.8; working, unlike the original): the people the
 * creator follows, each with a checkbox (those already on the event are checked and cannot be
 * chosen again), and 'Send Invitations' (`POST /api/outfit-events/{eventId}/invitations`, 1–20
 * people; each gets an event_invite notification). Under it, the current collaborators, each
 * with Remove. Opened from the planning dialog's 'Invite', shown only for public events.
 */
import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import type { OutfitEventDetails } from '@seamline/shared/contracts/outfits';
import { OUTFIT_ERRORS, OUTFIT_LIMITS, OUTFIT_TEXTS } from '@seamline/shared/contracts/outfits-constants';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { useInvite, useRemoveCollaborator } from '@/lib/outfits/mutations';
import { followingQueryOptions } from '@/lib/outfits/queries';
import { fullNameOf } from '@/lib/social/names';

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  details: OutfitEventDetails;
  userId: string;
}

export default function InviteDialog({ open, onOpenChange, details, userId }: InviteDialogProps) {
  const id = useId();
  const following = useInfiniteQuery({ ...followingQueryOptions(userId), enabled: open });
  const invite = useInvite();
  const remove = useRemoveCollaborator();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const onEvent = new Set(details.collaborators.map((c) => c.userId));
  const people = following.data?.pages.flatMap((p) => p.items.map((r) => r.following)) ?? [];

  const close = (next: boolean) => {
    if (invite.isPending) return;
    if (!next) {
      setChosen(new Set());
      setError(null);
    }
    onOpenChange(next);
  };
  const flip = (personId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(personId);
    else next.delete(personId);
    setChosen(next);
    setError(next.size > OUTFIT_LIMITS.inviteMax ? OUTFIT_ERRORS.inviteTooMany : null);
  };
  const send = () => {
    if (chosen.size === 0) return setError(OUTFIT_ERRORS.inviteEmpty);
    if (chosen.size > OUTFIT_LIMITS.inviteMax) return setError(OUTFIT_ERRORS.inviteTooMany);
    invite.mutate(
      { eventId: details.id, userIds: [...chosen] },
      {
        onSuccess: (result) => {
          const n = result.added.length;
          toast.success('Invitations sent', { description: n === 1 ? '1 person can now help plan this outfit.' : `${n} people can now help plan this outfit.` });
          close(false);
        },
        onError: (err) => setError(serverMessage(err, 'Failed to send invitations. Please try again.')),
      },
    );
  };

  let list;
  if (following.isPending) list = <Spinner label="Loading people you follow" />;
  else if (following.isError) list = <LoadError message="The people you follow could not be loaded." onRetry={() => void following.refetch()} />;
  else if (people.length === 0)
    list = (
      <p className="rounded-xl border border-dashed border-stone-300 p-4 text-center text-sm text-stone-600">
        You do not follow anyone yet. Find people on{' '}
        <Link to="/connect" className="font-medium text-brand-700 underline">
          Connect
        </Link>{' '}
        to invite them.
      </p>
    );
  else
    list = (
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-stone-900">People you follow</legend>
        <ul className="grid max-h-72 gap-1 overflow-y-auto" data-testid="invite-people">
          {people.map((person) => {
            const already = onEvent.has(person.id);
            const inputId = `${id}-${person.id}`;
            return (
              <li key={person.id}>
                <label htmlFor={inputId} className="flex cursor-pointer items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-stone-50 has-[:disabled]:cursor-default">
                  <input
                    id={inputId}
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={already || chosen.has(person.id)}
                    disabled={already || invite.isPending}
                    onChange={(e) => flip(person.id, e.target.checked)}
                  />
                  <Avatar name={person.name} src={person.avatar} className="size-8" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-stone-900">{person.name}</span>
                    <span className="block truncate text-xs text-stone-600">
                      {person.username ? `@${person.username}` : null}
                      {already ? ' · already collaborating' : ''}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        <LoadMore query={following} />
      </fieldset>
    );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{OUTFIT_TEXTS.inviteTitle}</DialogTitle>
          <DialogDescription>Invited people can see {details.eventName}, suggest outfits, favourite and comment. Only you change the event.</DialogDescription>
        </DialogHeader>
        {list}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {details.collaborators.length > 0 ? (
          <section aria-labelledby={`${id}-current`} className="grid gap-1 border-t border-stone-100 pt-3">
            <h3 id={`${id}-current`} className="text-sm font-medium text-stone-900">
              Collaborating now ({details.collaborators.length})
            </h3>
            <ul className="grid gap-1">
              {details.collaborators.map((c) => (
                <li key={c.userId} className="flex items-center gap-3 px-2 py-1">
                  <Avatar name={fullNameOf(c.user)} src={c.user.profileImageUrl} className="size-7" />
                  <span className="min-w-0 flex-1 truncate text-sm text-stone-900">{fullNameOf(c.user)}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    pending={remove.isPending && remove.variables?.userId === c.userId}
                    disabled={remove.isPending}
                    aria-label={`Remove ${fullNameOf(c.user)} from this event`}
                    onClick={() =>
                      remove.mutate(
                        { eventId: details.id, userId: c.userId, leaving: false },
                        { onError: (err) => toast.error('Error', { description: serverMessage(err, 'Failed to remove the collaborator. Please try again.') }) },
                      )
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={invite.isPending}>
            {OUTFIT_TEXTS.cancel}
          </Button>
          <Button variant="accent" onClick={send} pending={invite.isPending} pendingLabel="Sending...">
            {OUTFIT_TEXTS.sendInvitations}
            {chosen.size > 0 ? ` (${chosen.size})` : ''}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
