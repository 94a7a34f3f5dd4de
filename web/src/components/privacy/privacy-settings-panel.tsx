/**
 * Privacy settings (spec 01 §3 UserPrivacySettings): labelled switches, each with the effect it
 * has (issue 22), and the retention choice; every change saves the whole set (PUT) and the answer replaces the cache. Quick
 * changes are coalesced (issue 17 §3): one PUT at a time, the last one carries the final set.
 */
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PrivacySettings, PrivacySettingsInput } from '@seamline/shared/contracts/privacy';
import {
  DATA_RETENTION,
  DATA_RETENTION_EFFECTS,
  DATA_RETENTION_KEEPS,
  DATA_RETENTION_LABELS,
  type DataRetention,
} from '@seamline/shared/contracts/privacy-retention';
import { PRIVACY_SWITCHES, PRIVACY_SWITCH_TEXTS } from '@seamline/shared/contracts/privacy-effects';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { privacyInput, privacyQueryOptions, useSavePrivacy } from '@/lib/privacy';
import { PrivacySwitch } from './privacy-switch';

export function PrivacySettingsPanel({ userId }: { userId: string }) {
  const query = useQuery(privacyQueryOptions(userId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy Settings</CardTitle>
        <CardDescription>Choose how your photos and measurements may be used.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading privacy settings" />
        ) : query.isError ? (
          <p className="text-sm text-stone-600" role="alert">Privacy settings could not be loaded. Please try again.</p>
        ) : (
          <PrivacyControls userId={userId} saved={query.data} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The switches and the retention choice over one coalesced value (`useSavePrivacy`): they stay
 * operable while a save runs; a control whose change is not saved yet is busy (spinner).
 */
function PrivacyControls({ userId, saved }: { userId: string; saved: PrivacySettings }) {
  const save = useSavePrivacy(userId, saved, {
    onSuccess: () => toast.success('Privacy settings saved'),
    onError: () => toast.error('Error', { description: 'Failed to save privacy settings. Please try again.' }),
  });
  const shown = save.value;
  const stored = privacyInput(saved);
  const busy = (key: keyof PrivacySettingsInput) =>
    save.pending && (shown[key] !== stored[key] || (save.sending !== null && save.sending.value[key] !== stored[key]));
  const update = (change: Partial<PrivacySettingsInput>) => save.set({ ...shown, ...change });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {/* Each switch states its effect (issue 22; texts in shared/contracts/privacy-effects.ts). */}
      {PRIVACY_SWITCHES.map((key) => (
        <PrivacySwitch
          key={key}
          id={`privacy-${key}`}
          label={PRIVACY_SWITCH_TEXTS[key].label}
          hint={PRIVACY_SWITCH_TEXTS[key].effect}
          checked={shown[key]}
          pending={busy(key)}
          onChange={(v) => update({ [key]: v })}
        />
      ))}
      <div className="grid gap-1.5 md:col-span-2">
        <Label htmlFor="privacy-dataRetention">Data retention</Label>
        <select
          id="privacy-dataRetention"
          className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 md:max-w-xs"
          value={shown.dataRetention}
          aria-busy={busy('dataRetention') || undefined}
          aria-describedby="privacy-dataRetention-effect"
          onChange={(e) => update({ dataRetention: e.target.value as DataRetention })}
        >
          {DATA_RETENTION.map((value) => (
            <option key={value} value={value}>{DATA_RETENTION_LABELS[value]}</option>
          ))}
        </select>
        <p id="privacy-dataRetention-effect" className="text-sm text-stone-700">
          {DATA_RETENTION_EFFECTS[shown.dataRetention]} {DATA_RETENTION_KEEPS}
        </p>
        {/* What every choice removes and when (issue 22: the privacy page states it). */}
        <p className="mt-1 text-xs font-medium text-stone-800">What each choice removes</p>
        <dl className="grid gap-1 text-xs text-stone-600">
          {DATA_RETENTION.map((value) => (
            <div key={value} className="flex flex-col sm:flex-row sm:gap-2">
              <dt className="font-medium text-stone-800 sm:w-28 sm:shrink-0">{DATA_RETENTION_LABELS[value]}</dt>
              <dd>{DATA_RETENTION_EFFECTS[value]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
