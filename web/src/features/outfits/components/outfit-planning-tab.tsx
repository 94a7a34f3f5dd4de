/**
 * The profile's Outfit Planning tab (spec 02 §2.1): 'Create Event', the events the person
 * created or collaborates on split into 'Upcoming Events' (date later than now) and 'Previous
 * Events', the empty state 'No outfit events yet' with 'Create Your First Event', loading and
 * error states. Each card's 'Edit Outfit' opens the planning dialog (§2.6), whose event id is in
 * the URL (`?tab=outfits&event=…`), so Back closes it and a link can open it. The dialogs are
 * separate chunks, loaded when first opened.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays, Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { OutfitEvent } from '@seamline/shared/contracts/outfits';
import { OUTFIT_TEXTS } from '@seamline/shared/contracts/outfits-constants';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { whenIdle } from '@/lib/idle';
import { splitEvents } from '@/lib/outfits/event-fields';
import { useDeleteEvent, useRemoveCollaborator } from '@/lib/outfits/mutations';
import { outfitEventsQueryOptions } from '@/lib/outfits/queries';
import { EventCard } from './event-card';

const loadCreateDialog = () => import('./create-event-dialog');
const loadPlanningDialog = () => import('./planning-dialog');
const CreateEventDialog = lazy(loadCreateDialog);
const PlanningDialog = lazy(loadPlanningDialog);

export interface OutfitPlanningTabProps {
  /** The signed-in user. */
  userId: string;
  /** The event whose planning dialog is open (from the URL), or null. */
  openEventId: string | null;
  onOpenEvent: (eventId: string | null) => void;
}

export default function OutfitPlanningTab({ userId, openEventId, onOpenEvent }: OutfitPlanningTabProps) {
  const query = useInfiniteQuery(outfitEventsQueryOptions(userId));
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<OutfitEvent | null>(null);
  const [toLeave, setToLeave] = useState<OutfitEvent | null>(null);
  const remove = useDeleteEvent();
  const leave = useRemoveCollaborator();
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];
  const { upcoming, previous } = splitEvents(events);
  // 'Edit Outfit' is the tab's main action: its dialog's code loads once the tab is idle.
  useEffect(() => whenIdle(() => void loadPlanningDialog().catch(() => undefined)), []);

  const createButton = (label: string) => (
    <Button variant="accent" onClick={() => setCreating(true)} onPointerEnter={() => void loadCreateDialog()} onFocus={() => void loadCreateDialog()}>
      <Plus aria-hidden /> {label}
    </Button>
  );
  const cards = (list: OutfitEvent[], label: string) => (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {list.map((event) => (
        <li key={event.id}>
          <EventCard event={event} onEdit={() => onOpenEvent(event.id)} onDelete={() => setToDelete(event)} onLeave={() => setToLeave(event)} />
        </li>
      ))}
    </ul>
  );

  let body;
  if (query.isPending) {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Loading events">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="h-56 animate-pulse rounded-2xl bg-stone-200" />
        ))}
      </ul>
    );
  } else if (query.isError) {
    body = <LoadError message="Your outfit events could not be loaded." onRetry={() => void query.refetch()} />;
  } else if (events.length === 0) {
    body = (
      <EmptyState icon={CalendarDays} title={OUTFIT_TEXTS.empty} hint="Plan what to wear for a dinner, a trip or a wedding, with help from friends and the AI stylist.">
        {createButton(OUTFIT_TEXTS.createFirst)}
      </EmptyState>
    );
  } else {
    body = (
      <div className="grid gap-8">
        <section aria-labelledby="upcoming-events-heading" className="grid gap-3">
          <h3 id="upcoming-events-heading" className="text-base font-semibold text-stone-900">
            {OUTFIT_TEXTS.upcoming} <span className="font-normal text-stone-600">({upcoming.length})</span>
          </h3>
          {upcoming.length > 0 ? cards(upcoming, OUTFIT_TEXTS.upcoming) : <p className="text-sm text-stone-600">No upcoming events.</p>}
        </section>
        {previous.length > 0 ? (
          <section aria-labelledby="previous-events-heading" className="grid gap-3">
            <h3 id="previous-events-heading" className="text-base font-semibold text-stone-900">
              {OUTFIT_TEXTS.previous} <span className="font-normal text-stone-600">({previous.length})</span>
            </h3>
            {cards(previous, OUTFIT_TEXTS.previous)}
          </section>
        ) : null}
        <LoadMore query={query} />
      </div>
    );
  }

  return (
    <section aria-labelledby="outfit-planning-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="outfit-planning-heading" className="text-lg font-semibold text-stone-900">
          {OUTFIT_TEXTS.tabTitle}
        </h2>
        {events.length > 0 ? <div className="ml-auto">{createButton(OUTFIT_TEXTS.createEvent)}</div> : null}
      </div>
      {body}

      <Suspense
        fallback={
          <div className="fixed inset-0 z-50 grid place-items-center bg-stone-950/30">
            <Spinner label="Opening" />
          </div>
        }
      >
        {creating ? <CreateEventDialog open onOpenChange={setCreating} onCreated={(event) => onOpenEvent(event.id)} /> : null}
        {openEventId ? <PlanningDialog eventId={openEventId} userId={userId} onClose={() => onOpenEvent(null)} /> : null}
      </Suspense>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this event?"
        description={toDelete ? `"${toDelete.eventName}" and its outfit plans, comments and invitations will be deleted. This cannot be undone.` : ''}
        confirmLabel="Delete Event"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(
            { eventId: toDelete.id, userId },
            {
              onSuccess: () => {
                toast.success('Event deleted');
                setToDelete(null);
              },
              onError: (error) => toast.error('Error', { description: serverMessage(error, 'Failed to delete event. Please try again.') }),
            },
          )
        }
      />
      <ConfirmDialog
        open={toLeave !== null}
        onOpenChange={(open) => !open && setToLeave(null)}
        title="Leave this event?"
        description={toLeave ? `You will no longer see "${toLeave.eventName}" or help plan its outfit.` : ''}
        confirmLabel="Leave Event"
        pendingLabel="Leaving..."
        pending={leave.isPending}
        onConfirm={() =>
          toLeave &&
          leave.mutate(
            { eventId: toLeave.id, userId, leaving: true },
            {
              onSuccess: () => {
                toast.success('You left the event');
                setToLeave(null);
              },
              onError: (error) => toast.error('Error', { description: serverMessage(error, 'Failed to leave the event. Please try again.') }),
            },
          )
        }
      />
    </section>
  );
}
