/**
 * 'Create Event' (spec 02 §2.1 Outfit Planning tab; issue 20 `POST /api/outfit-events`): event
 * name (1–100), date and time pickers (optional: 'Date not set'; the wall clock where the event
 * is, no time = all day — issue 34 §3), vibe, event type, location
 * (≤ 100, resolved by the server to a place for weather and hemisphere), time of day, notes
 * (≤ 1,000) and Public. The shared `createOutfitEventSchema` checks the form before the call
 * with the contract's messages; one Idempotency-Key per press, so a double click creates one
 * event. Loaded as its own chunk when first opened.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { createOutfitEventSchema, type OutfitEvent } from '@seamline/shared/contracts/outfits';
import { OUTFIT_LIMITS, OUTFIT_TEXTS, type EventTimeOfDay, type OutfitVibe } from '@seamline/shared/contracts/outfits-constants';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { CharacterCounter } from '@/components/social/character-counter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { serverFieldErrors, serverMessage } from '@/lib/form-errors';
import { browserTimeZone, fromPickerValues } from '@/lib/outfits/event-fields';
import { useCreateEvent } from '@/lib/outfits/mutations';
import { DateTimeFields, PublicSwitch, TimeOfDaySelect, VibeSelect } from './event-fields';

const FIELDS = ['eventName', 'eventDate', 'eventType', 'location', 'notes'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;
/** The input id suffix of each field. */
const FIELD_IDS: Record<Field, string> = { eventName: 'name', eventDate: 'date', eventType: 'type', location: 'location', notes: 'notes' };

interface Draft {
  eventName: string;
  date: string;
  time: string;
  vibe: OutfitVibe;
  eventType: string;
  location: string;
  timeOfDay: EventTimeOfDay | '';
  notes: string;
  isPublic: boolean;
}
const EMPTY: Draft = { eventName: '', date: '', time: '', vibe: 'casual', eventType: '', location: '', timeOfDay: '', notes: '', isPublic: false };

export interface CreateEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new event (the tab opens its planning dialog). */
  onCreated: (event: OutfitEvent) => void;
}

export default function CreateEventDialog({ open, onOpenChange, onCreated }: CreateEventDialogProps) {
  const id = useId();
  const create = useCreateEvent();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // An edited field's message goes; the others stay until the next submit.
    const field: Field | null = key === 'date' || key === 'time' ? 'eventDate' : (FIELDS as readonly string[]).includes(key) ? (key as Field) : null;
    if (field && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const changeOpen = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      setDraft(EMPTY);
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Issue 34 §3: the pickers hold the wall clock where the event is; the browser's zone is used
    // by the server only when the location is not a known place (whose own zone wins).
    const when = fromPickerValues(draft.date, draft.time);
    const parsed = createOutfitEventSchema.safeParse({
      eventName: draft.eventName,
      ...(when === 'invalid' ? { localDate: 'invalid' } : when ? when : {}),
      timeZone: browserTimeZone(),
      vibe: draft.vibe,
      eventType: draft.eventType,
      location: draft.location,
      timeOfDay: draft.timeOfDay || null,
      notes: draft.notes,
      isPublic: draft.isPublic,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const field = (['localDate', 'localTime', 'timeZone'].includes(key) ? 'eventDate' : key) as Field;
        if ((FIELDS as readonly string[]).includes(field) && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      // The first field in error takes focus, so its message is read out.
      const first = FIELDS.find((f) => next[f]);
      if (first) document.getElementById(`${id}-${FIELD_IDS[first]}`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success('Event created', { description: created.eventName });
        setDraft(EMPTY);
        onOpenChange(false);
        onCreated(created);
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        const dateError = fieldErrors.localDate ?? fieldErrors.localTime ?? fieldErrors.timeZone;
        setErrors({
          ...Object.fromEntries(Object.entries(fieldErrors).filter(([f]) => (FIELDS as readonly string[]).includes(f))),
          ...(dateError ? { eventDate: dateError } : {}),
        });
        toast.error('Error', { description: serverMessage(error, 'Failed to create event') });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{OUTFIT_TEXTS.createEvent}</DialogTitle>
          <DialogDescription>Plan what to wear for an occasion. You can change everything later.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField id={`${id}-name`} label="Event name" error={errors.eventName}>
            {(c) => (
              <Input
                {...c}
                value={draft.eventName}
                onChange={(e) => set('eventName', e.target.value)}
                maxLength={OUTFIT_LIMITS.eventNameMax}
                placeholder="e.g. Winter gala"
                required
                autoFocus
              />
            )}
          </FormField>
          <DateTimeFields
            idPrefix={id}
            date={draft.date}
            time={draft.time}
            onDate={(v) => set('date', v)}
            onTime={(v) => set('time', v)}
            error={errors.eventDate}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <VibeSelect id={`${id}-vibe`} value={draft.vibe} onChange={(v) => set('vibe', v)} />
            <TimeOfDaySelect id={`${id}-time-of-day`} value={draft.timeOfDay} onChange={(v) => set('timeOfDay', v)} />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id={`${id}-type`} label="Event type (optional)" error={errors.eventType}>
              {(c) => (
                <Input {...c} value={draft.eventType} onChange={(e) => set('eventType', e.target.value)} maxLength={OUTFIT_LIMITS.eventTypeMax} placeholder="e.g. Wedding" />
              )}
            </FormField>
            <FormField id={`${id}-location`} label="Location (optional)" error={errors.location} hint="A city helps with the weather">
              {(c) => (
                <Input {...c} value={draft.location} onChange={(e) => set('location', e.target.value)} maxLength={OUTFIT_LIMITS.locationMax} placeholder="e.g. Boston" />
              )}
            </FormField>
          </div>
          <FormField
            id={`${id}-notes`}
            label="Notes (optional)"
            error={errors.notes}
            aside={<CharacterCounter id={`${id}-notes-count`} length={draft.notes.length} max={OUTFIT_LIMITS.notesMax} />}
          >
            {(c) => <Textarea {...c} value={draft.notes} onChange={(e) => set('notes', e.target.value)} maxLength={OUTFIT_LIMITS.notesMax} rows={3} />}
          </FormField>
          <PublicSwitch id={`${id}-public`} checked={draft.isPublic} onChange={(v) => set('isPublic', v)} />
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <SubmitButton pending={create.isPending} pendingLabel="Creating...">
              {OUTFIT_TEXTS.createEvent}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
