/**
 * A labelled on/off switch (Radix Switch) with a hint, for the privacy settings panel and
 * Settings. `pending`: its change is being saved — `aria-busy` and a spinner in the thumb; it
 * stays operable (`useToggleMutation` sends only the final state).
 */
import { Switch } from 'radix-ui';
import { SpinnerIcon } from '@/components/ui/spinner';

export interface PrivacySwitchProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  pending?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

export function PrivacySwitch({ id, label, hint, checked, pending = false, disabled, onChange }: PrivacySwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-stone-200 p-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-stone-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        aria-busy={pending || undefined}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:opacity-60 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="flex size-5 translate-x-0.5 items-center justify-center rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]">
          {pending ? <SpinnerIcon className="size-3.5 text-brand-600" /> : null}
        </Switch.Thumb>
      </Switch.Root>
    </div>
  );
}
