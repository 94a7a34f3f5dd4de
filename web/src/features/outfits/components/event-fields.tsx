/**
 * Form pieces of an outfit event, shared by Create Event (spec 02 §2.1) and the planning
 * dialog's Event Details edit (§2.6): native date and time pickers (keyboard and screen-reader
 * friendly on every platform, the phone's own wheel on mobile), vibe and time-of-day selects,
 * and the Public switch (public events can have collaborators, §2.8).
 */
import type { ComponentProps } from 'react';
import { Switch } from 'radix-ui';
import { EVENT_TIMES_OF_DAY, OUTFIT_VIBES, type EventTimeOfDay, type OutfitVibe } from '@seamline/shared/contracts/outfits-constants';
import { FormField } from '@/components/form/form-field';
import { Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { timeOfDayLabel, vibeLabel } from '../labels';

/** A native select with the Input look. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:opacity-50 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}

export interface DateTimeFieldsProps {
  idPrefix: string;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Date and time pickers side by side; the error (e.g. 'Please enter a valid date and time') under
 * the date. The time is the wall clock where the event is (issue 34 §3); none = all day.
 */
export function DateTimeFields({ idPrefix, date, time, onDate, onTime, error, disabled }: DateTimeFieldsProps) {
  return (
    <div className="grid grid-cols-2 items-start gap-3">
      <FormField id={`${idPrefix}-date`} label="Date" error={error} hint="Leave empty if not set yet">
        {(c) => <Input {...c} type="date" value={date} onChange={(e) => onDate(e.target.value)} disabled={disabled} />}
      </FormField>
      <FormField id={`${idPrefix}-time`} label="Time" hint="Local time there; empty = all day">
        {(c) => <Input {...c} type="time" value={time} onChange={(e) => onTime(e.target.value)} disabled={disabled || !date} />}
      </FormField>
    </div>
  );
}

export function VibeSelect({ id, value, onChange, disabled }: { id: string; value: OutfitVibe; onChange: (v: OutfitVibe) => void; disabled?: boolean }) {
  return (
    <FormField id={id} label="Vibe">
      {(c) => (
        <NativeSelect {...c} value={value} onChange={(e) => onChange(e.target.value as OutfitVibe)} disabled={disabled}>
          {OUTFIT_VIBES.map((v) => (
            <option key={v} value={v}>
              {vibeLabel(v)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

export function TimeOfDaySelect({ id, value, onChange, disabled }: { id: string; value: EventTimeOfDay | ''; onChange: (v: EventTimeOfDay | '') => void; disabled?: boolean }) {
  return (
    <FormField id={id} label="Time of day">
      {(c) => (
        <NativeSelect {...c} value={value} onChange={(e) => onChange(e.target.value as EventTimeOfDay | '')} disabled={disabled}>
          <option value="">Not specified</option>
          {EVENT_TIMES_OF_DAY.map((t) => (
            <option key={t} value={t}>
              {timeOfDayLabel(t)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** The Public switch with a hint saying what it means. */
export function PublicSwitch({ id, checked, onChange, disabled }: { id: string; checked: boolean; onChange: (v: boolean) => void; disabled?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 px-4 py-3">
      <div>
        <Label htmlFor={id}>Public</Label>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {checked ? 'You can invite people you follow to help plan.' : 'Only you (and people already invited) can see this event.'}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:opacity-60 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
