/**
 * One event of the Outfit Planning tab (spec 02 §2.1): name, notes, date, time, vibe and place,
 * up to 8 thumbnails of the final outfit with '+N' for the rest (§9), the Planning/Finalized
 * toggle with the §4 toasts (creator only; a collaborator sees the status), 'Edit Outfit' (opens
 * the planning dialog), 'Add to calendar' (an .ics file, dated events) and Delete (creator, with
 * confirmation) or Leave (collaborator).
 */
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarPlus, Clock, LogOut, MapPin, Trash2, Users } from 'lucide-react';
import { Switch } from 'radix-ui';
import { toast } from 'sonner';
import type { OutfitEvent } from '@seamline/shared/contracts/outfits';
import { OUTFIT_TEXTS, OUTFIT_TOASTS } from '@seamline/shared/contracts/outfits-constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SpinnerIcon } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { cardDate, cardThumbnails, cardTime } from '@/lib/outfits/event-fields';
import { setEventStatus } from '@/lib/outfits/mutations';
import { outfitEventDetailsQueryOptions } from '@/lib/outfits/queries';
import { fullNameOf } from '@/lib/social/names';
import { useToggleMutation } from '@/lib/use-toggle-mutation';
import { cn } from '@/lib/utils';
import { vibeLabel } from '../labels';

export interface EventCardProps {
  event: OutfitEvent;
  onEdit: () => void;
  onDelete: () => void;
  onLeave: () => void;
}

export function EventCard({ event, onEdit, onDelete, onLeave }: EventCardProps) {
  const titleId = useId();
  const isCreator = event.viewerRole === 'creator';
  const time = cardTime(event);
  const { shown, more } = cardThumbnails(event);
  const [calendarBusy, setCalendarBusy] = useState(false);
  const queryClient = useQueryClient();

  const addToCalendar = async () => {
    setCalendarBusy(true);
    try {
      const { downloadIcs } = await import('@/lib/outfits/calendar');
      // The final outfit's pieces go in the file's description (issue 34 §3).
      const finalOutfit = event.finalOutfitId ? (await queryClient.fetchQuery(outfitEventDetailsQueryOptions(event.id))).finalOutfit : null;
      await downloadIcs(event, finalOutfit);
    } catch {
      toast.error('Error', { description: 'Could not create the calendar file. Please try again.' });
    } finally {
      setCalendarBusy(false);
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      data-testid="event-card"
      data-status={event.status}
      className="flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id={titleId} className="min-w-0 break-words text-base font-semibold text-stone-900">
          {event.eventName}
        </h4>
        <Badge variant={event.status === 'finalized' ? 'accent' : 'default'} data-testid="event-status">
          {event.status === 'finalized' ? OUTFIT_TEXTS.finalized : OUTFIT_TEXTS.planning}
        </Badge>
      </div>
      {!isCreator ? (
        <p className="-mt-2 text-xs text-stone-600">
          <Users className="mr-1 inline size-3.5" aria-hidden />
          Planned by {fullNameOf(event.creator)} · you are collaborating
        </p>
      ) : null}
      {event.notes ? <p className="line-clamp-2 whitespace-pre-line text-sm text-stone-700">{event.notes}</p> : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700" aria-label="When and where">
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 text-stone-500" aria-hidden />
          {event.localDate ? <time dateTime={event.localDate}>{cardDate(event)}</time> : cardDate(event)}
        </li>
        {time ? (
          <li className="inline-flex items-center gap-1.5">
            <Clock className="size-4 text-stone-500" aria-hidden />
            {time}
          </li>
        ) : null}
        {event.location ? (
          <li className="inline-flex min-w-0 items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-stone-500" aria-hidden />
            <span className="truncate">{event.location}</span>
          </li>
        ) : null}
        <li>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-800">{vibeLabel(event.vibe)}</span>
        </li>
      </ul>
      <Thumbnails shown={shown} more={more} total={event.itemCount} />
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
        {isCreator ? <StatusToggle event={event} /> : null}
        <div className="ml-auto flex items-center gap-1">
          {event.localDate ? (
            <Button variant="ghost" size="icon" onClick={() => void addToCalendar()} pending={calendarBusy} aria-label={`Add ${event.eventName} to calendar`} title="Add to calendar">
              <CalendarPlus aria-hidden />
            </Button>
          ) : null}
          {isCreator ? (
            <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ${event.eventName}`} title="Delete event" className="text-red-700 hover:bg-red-50 hover:text-red-800">
              <Trash2 aria-hidden />
            </Button>
          ) : (
            <Button variant="ghost" size="icon" onClick={onLeave} aria-label={`Leave ${event.eventName}`} title="Leave event">
              <LogOut aria-hidden />
            </Button>
          )}
          <Button size="sm" onClick={onEdit} aria-describedby={titleId}>
            {OUTFIT_TEXTS.editOutfit}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Spec 02 §2.1/§9: up to 8 thumbnails of the final outfit, then '+N'. */
function Thumbnails({ shown, more, total }: { shown: string[]; more: number; total: number }) {
  if (total === 0) return <p className="text-sm text-stone-600">No outfit chosen yet.</p>;
  return (
    <div>
      <p className="sr-only">{total === 1 ? '1 item in the chosen outfit' : `${total} items in the chosen outfit`}</p>
      <ul className="grid grid-cols-8 gap-1" aria-hidden data-testid="event-thumbnails">
        {shown.map((url, i) => (
          <li key={`${url}-${i}`} className="aspect-square overflow-hidden rounded-md border border-stone-200 bg-stone-50">
            <img src={url} alt="" loading="lazy" className="size-full object-cover" />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="mt-1 text-xs font-medium text-stone-700" aria-hidden data-testid="event-thumbnails-more">
          +{more}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec 02 §4: planning ↔ finalized, saved at once ('Outfit finalized!' / 'Your outfit choice has
 * been saved'; 'Event reopened for planning' / 'You can now make changes to this event').
 * Finalizing needs a saved plan: without one the server's message is shown and the toggle stays.
 */
function StatusToggle({ event }: { event: OutfitEvent }) {
  const id = useId();
  const queryClient = useQueryClient();
  const toggle = useToggleMutation({
    value: event.status === 'finalized',
    send: (next) => setEventStatus(queryClient, event.id, next),
    onSuccess: (finalized) => {
      const t = finalized ? OUTFIT_TOASTS.finalized : OUTFIT_TOASTS.reopened;
      toast.success(t.title, { description: t.description });
    },
    onError: (error) => toast.error(OUTFIT_TOASTS.updateFailed.title, { description: serverMessage(error, OUTFIT_TOASTS.updateFailed.description) }),
  });
  return (
    <div className="flex items-center gap-2">
      {/* Both ends of the toggle are named; the switch's own name is 'Finalized – <event>'. */}
      <span aria-hidden className={cn('text-sm', toggle.value ? 'text-stone-600' : 'font-medium text-stone-900')}>
        {OUTFIT_TEXTS.planning}
      </span>
      <Switch.Root
        id={id}
        checked={toggle.value}
        onCheckedChange={toggle.set}
        aria-busy={toggle.pending || undefined}
        aria-describedby={`${id}-state`}
        data-testid="event-status-toggle"
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="flex size-5 translate-x-0.5 items-center justify-center rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]">
          {toggle.pending ? <SpinnerIcon className="size-3.5 text-brand-600" /> : null}
        </Switch.Thumb>
      </Switch.Root>
      <label htmlFor={id} className={cn('text-sm', toggle.value ? 'font-medium text-stone-900' : 'text-stone-600')}>
        {OUTFIT_TEXTS.finalized}
        <span className="sr-only"> – {event.eventName}</span>
      </label>
      <span id={`${id}-state`} className="sr-only">
        {toggle.value ? OUTFIT_TEXTS.finalized : OUTFIT_TEXTS.planning}
      </span>
    </div>
  );
}
