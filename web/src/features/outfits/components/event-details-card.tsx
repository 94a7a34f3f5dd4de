/**
 * The planning dialog's 'Event Details' card (spec 02 §2.6, §4): date and time, vibe, time of
 * day, location (with the place it resolved to), the weather the person expects, notes, Public,
 * the weather reading the stylist uses with its source, and a read-only collaborator count. The
 * creator edits inline: Save sends ONLY the changed fields (eventDate as an ISO time or null),
 * Cancel restores the originals. Toasts 'Event Updated'; 'Update Failed' with the server's
 * message or 'Failed to update event details' (§8). Collaborators only read it.
 */
import { useId, useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import { toast } from 'sonner';
import type { OutfitEventDetails } from '@seamline/shared/contracts/outfits';
import { GEONAMES_ATTRIBUTION, NOT_SPECIFIED, OUTFIT_ERRORS, OUTFIT_LIMITS, OUTFIT_TEXTS, OUTFIT_TOASTS, placeNotFoundText } from '@seamline/shared/contracts/outfits-constants';
import { FormField } from '@/components/form/form-field';
import { CharacterCounter } from '@/components/social/character-counter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { serverFieldErrors, serverMessage } from '@/lib/form-errors';
import { changedEventFields, draftOf, longEventDate, type EventDetailsDraft } from '@/lib/outfits/event-fields';
import { useUpdateEvent } from '@/lib/outfits/mutations';
import { locationLabel } from '@/lib/outfits/place-label';
import { seasonLabel, timeOfDayLabel, vibeLabel } from '../labels';
import { DateTimeFields, PublicSwitch, TimeOfDaySelect, VibeSelect } from './event-fields';
import { Panel } from './panel';
import { WeatherLine } from './plan-cards';

type Errors = Partial<Record<'eventDate' | 'location' | 'weatherNote' | 'notes', string>>;

export function EventDetailsCard({ details }: { details: OutfitEventDetails }) {
  const canEdit = details.viewerRole === 'creator';
  const [draft, setDraft] = useState<EventDetailsDraft | null>(null);
  return (
    <Panel
      title={OUTFIT_TEXTS.eventDetails}
      testId="event-details"
      aside={
        canEdit && !draft ? (
          <Button variant="ghost" size="sm" onClick={() => setDraft(draftOf(details))} aria-label="Edit event details">
            <Pencil aria-hidden /> Edit
          </Button>
        ) : null
      }
    >
      {draft ? <DetailsForm details={details} draft={draft} onDraft={setDraft} onDone={() => setDraft(null)} /> : <DetailsView details={details} />}
    </Panel>
  );
}

function DetailsView({ details }: { details: OutfitEventDetails }) {
  // Issue 34 §2: a typed location the gazetteer does not know — say so and ask for a city.
  const notFound = Boolean(details.location) && !details.place;
  const rows: [string, string][] = [
    ['Date and time', longEventDate(details)],
    ['Vibe', vibeLabel(details.vibe)],
    ...(details.eventType ? ([['Event type', details.eventType]] as [string, string][]) : []),
    ['Time of day', timeOfDayLabel(details.timeOfDay)],
    ['Location', locationLabel(details)],
    ['Expected weather', details.weatherNote ?? NOT_SPECIFIED],
    ['Season', seasonLabel(details.conditions?.season)],
    ['Visibility', details.isPublic ? 'Public' : 'Private'],
    ['Collaborators', String(details.collaboratorCount)],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-600">{term}</dt>
            <dd className="min-w-0 break-words text-stone-900" data-testid={`detail-${term.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {notFound ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900" data-testid="place-not-found">
          {placeNotFoundText(details.location!)}
        </p>
      ) : null}
      {details.conditions && !(notFound && details.conditions.weather.source === 'none') ? (
        <WeatherLine weather={details.conditions.weather} attribution={details.conditions.weather.attribution} />
      ) : null}
      {details.place ? (
        <p className="text-xs text-stone-600" data-testid="place-attribution">
          {GEONAMES_ATTRIBUTION}
        </p>
      ) : null}
      {details.notes ? <p className="whitespace-pre-line rounded-xl bg-stone-50 p-3 text-sm text-stone-800">{details.notes}</p> : null}
    </div>
  );
}

function DetailsForm({ details, draft, onDraft, onDone }: { details: OutfitEventDetails; draft: EventDetailsDraft; onDraft: (d: EventDetailsDraft) => void; onDone: () => void }) {
  const id = useId();
  const update = useUpdateEvent();
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof EventDetailsDraft>(key: K, value: EventDetailsDraft[K]) => onDraft({ ...draft, [key]: value });

  const save = (e: FormEvent) => {
    e.preventDefault();
    const changes = changedEventFields(details, draft);
    if (changes === 'invalid-date') {
      setErrors({ eventDate: OUTFIT_ERRORS.invalidDate });
      return;
    }
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { eventId: details.id, changes },
      {
        onSuccess: () => {
          toast.success(OUTFIT_TOASTS.eventUpdated.title);
          onDone();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error) as Errors);
          toast.error(OUTFIT_TOASTS.updateFailed.title, { description: serverMessage(error, OUTFIT_TOASTS.updateFailed.description) });
        },
      },
    );
  };

  return (
    <form className="grid gap-3" onSubmit={save} noValidate aria-label="Edit event details">
      <DateTimeFields idPrefix={id} date={draft.date} time={draft.time} onDate={(v) => set('date', v)} onTime={(v) => set('time', v)} error={errors.eventDate} disabled={update.isPending} />
      <div className="grid grid-cols-2 items-start gap-3">
        <VibeSelect id={`${id}-vibe`} value={draft.vibe} onChange={(v) => set('vibe', v)} disabled={update.isPending} />
        <TimeOfDaySelect id={`${id}-tod`} value={draft.timeOfDay} onChange={(v) => set('timeOfDay', v)} disabled={update.isPending} />
      </div>
      <FormField id={`${id}-location`} label="Location" error={errors.location}>
        {(c) => <Input {...c} value={draft.location} onChange={(e) => set('location', e.target.value)} maxLength={OUTFIT_LIMITS.locationMax} disabled={update.isPending} />}
      </FormField>
      <FormField id={`${id}-weather`} label="Expected weather" error={errors.weatherNote} hint="e.g. cold and windy, 5 °C — the stylist then uses what you say">
        {(c) => <Input {...c} value={draft.weatherNote} onChange={(e) => set('weatherNote', e.target.value)} maxLength={OUTFIT_LIMITS.weatherNoteMax} disabled={update.isPending} />}
      </FormField>
      <FormField
        id={`${id}-notes`}
        label="Notes"
        error={errors.notes}
        aside={<CharacterCounter id={`${id}-notes-count`} length={draft.notes.length} max={OUTFIT_LIMITS.notesMax} />}
      >
        {(c) => <Textarea {...c} value={draft.notes} onChange={(e) => set('notes', e.target.value)} maxLength={OUTFIT_LIMITS.notesMax} rows={3} disabled={update.isPending} />}
      </FormField>
      <PublicSwitch id={`${id}-public`} checked={draft.isPublic} onChange={(v) => set('isPublic', v)} disabled={update.isPending} />
      <p className="text-sm text-stone-600">Collaborators: {details.collaboratorCount}</p>
      <div className="flex justify-end gap-2">
        {/* Cancel restores the originals: the draft is dropped and the view reads the event again. */}
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={update.isPending} pendingLabel="Saving...">
          Save
        </Button>
      </div>
    </form>
  );
}
