/**
 * Settings (`/settings`, the avatar menu's Settings; issue 17 §4): Account (email, Edit Profile,
 * change password, sign out of all other devices), Units (the units every measurement form
 * starts in), Privacy (the privacy switches and the default visibility of new moodboards) and
 * Notifications (issue 18: one switch per type), Blocked people (issue 19: each with Unblock),
 * Download my data and Delete my account (issue 22).
 * `/settings#privacy` (the profile menu's Privacy Settings) opens at the privacy and notification
 * switches.
 * Each change saves at once: the unit selects are disabled while their request runs, the
 * switches stay operable and send only their final state (`useToggleMutation`, issue 17 §3).
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import { NotificationPreferencesCard } from '@/components/notifications/notification-preferences-card';
import { PageHeader } from '@/components/page-header';
import { PrivacySettingsPanel } from '@/components/privacy/privacy-settings-panel';
import { PrivacySwitch } from '@/components/privacy/privacy-switch';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { serverMessage } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/session';
import { useEndOtherSessions, useNewMoodboardsPublic, useSaveSettings, type SettingsChange } from '../api/settings';
import { BlockedPeopleCard } from './blocked-people-card';
import { ChangePasswordForm } from './change-password-form';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';

const selectClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60';

export function SettingsScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <SettingsSections user={user} />;
}

function SettingsSections({ user }: { user: PublicUser }) {
  const saved = () => toast.success('Settings saved', { id: 'settings' });
  const failed = (error: unknown) => toast.error('Settings not saved', { id: 'settings', description: serverMessage(error, 'Please try again.') });
  const save = useSaveSettings(user.id);
  const change = (next: SettingsChange) => save.mutate(next, { onSuccess: saved, onError: failed });
  const moodboardsPublic = useNewMoodboardsPublic(user, { onSuccess: saved, onError: failed });
  return (
    <>
      <PageHeader title="Settings" description="Your account, the units you measure in, and your privacy." />
      <div className="grid max-w-3xl gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
            <CardDescription>
              Signed in as @{user.username} with {user.email}. Your name, username, photo and bio are in{' '}
              <Link to="/profile/edit" className="font-medium text-brand-700 underline underline-offset-2">
                Edit Profile
              </Link>
              .
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <section aria-labelledby="password-heading" className="grid gap-3">
              <h3 id="password-heading" className="font-medium text-stone-900">
                Change password
              </h3>
              <ChangePasswordForm />
            </section>
            <section aria-labelledby="devices-heading" className="grid gap-2">
              <h3 id="devices-heading" className="font-medium text-stone-900">
                Other devices
              </h3>
              <p className="text-sm text-stone-600">Signed in on a phone or computer you no longer use? End every session except this one.</p>
              <EndOtherSessionsButton />
            </section>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Units</CardTitle>
            <CardDescription>The units every measurement form starts in. You can still switch inside a form.</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-4 sm:max-w-md">
            <UnitSelect
              id="settings-length-unit"
              label="Length"
              value={user.preferredUnits.length}
              options={[['inches', 'Inches'], ['cm', 'Centimetres']]}
              disabled={save.isPending}
              onChange={(length) => change({ preferredUnits: { ...user.preferredUnits, length } })}
            />
            <UnitSelect
              id="settings-weight-unit"
              label="Weight"
              value={user.preferredUnits.weight}
              options={[['lbs', 'Pounds'], ['kg', 'Kilograms']]}
              disabled={save.isPending}
              onChange={(weight) => change({ preferredUnits: { ...user.preferredUnits, weight } })}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Moodboards</CardTitle>
            <CardDescription>New moodboards are private unless you choose otherwise.</CardDescription>
          </CardHeader>
          <CardContent>
            <PrivacySwitch
              id="settings-new-moodboards-public"
              label="New moodboards are public"
              hint="Public moodboards can be seen by every signed-in member; you can change each board later."
              checked={moodboardsPublic.value}
              pending={moodboardsPublic.pending}
              onChange={moodboardsPublic.set}
            />
          </CardContent>
        </Card>

        <div id="privacy" className="grid scroll-mt-24 gap-6">
          <PrivacySettingsPanel userId={user.id} />
          <NotificationPreferencesCard userId={user.id} />
          <BlockedPeopleCard viewerId={user.id} />
          <DataExportCard userId={user.id} />
          <DeleteAccountCard userId={user.id} />
        </div>
      </div>
    </>
  );
}

/** One labelled unit choice, saved as soon as it changes. */
function UnitSelect<U extends string>({
  id,
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: U;
  options: readonly (readonly [U, string])[];
  disabled: boolean;
  onChange: (unit: U) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClass} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as U)}>
        {options.map(([unit, name]) => (
          <option key={unit} value={unit}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'Sign out of all other devices' with a confirmation dialog. */
function EndOtherSessionsButton() {
  const [open, setOpen] = useState(false);
  const end = useEndOtherSessions();
  const confirm = () =>
    end.mutate(undefined, {
      onSuccess: ({ endedSessions }) => {
        setOpen(false);
        toast.success('Signed out of other devices', {
          description: endedSessions === 0 ? 'No other device was signed in.' : `${endedSessions} session${endedSessions === 1 ? '' : 's'} ended.`,
        });
      },
      onError: (error) => toast.error('Could not sign out other devices', { description: serverMessage(error, 'Please try again.') }),
    });
  return (
    <>
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Sign out of all other devices
        </Button>
      </div>
      <Dialog open={open} onOpenChange={(next) => !end.isPending && setOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Sign out of all other devices?</DialogTitle>
            <DialogDescription>Every other browser and phone signed in to your account will have to sign in again. This one stays signed in.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={end.isPending}>
              Cancel
            </Button>
            <Button variant="accent" onClick={confirm} pending={end.isPending} pendingLabel="Signing out...">
              Sign out others
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
