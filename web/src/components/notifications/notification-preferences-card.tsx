/**
 * Notification preferences (issue 18): one switch per type (labels NOTIFICATION_PREFERENCE_LABELS,
 * all on by default). Each change saves the whole set at once (`PUT`), coalesced through
 * `useToggleMutation` (switches stay operable; the one not saved yet is busy). A type turned off
 * is neither stored nor pushed.
 */
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { NotificationPreferences } from '@seamline/shared/contracts/notifications';
import { NOTIFICATION_PREFERENCE_KEYS, NOTIFICATION_PREFERENCE_LABELS, type NotificationPreferenceKey } from '@seamline/shared/contracts/social-constants';
import { PrivacySwitch } from '@/components/privacy/privacy-switch';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { notificationPreferencesQueryOptions, useSaveNotificationPreferences } from '@/lib/notifications/preferences';

const HINTS: Record<NotificationPreferenceKey, string> = {
  likes: 'When someone likes one of your posts.',
  comments: 'When someone comments on one of your posts.',
  follows: 'When someone starts following you.',
  shares: 'When someone shares one of your posts.',
  eventInvites: 'When someone invites you to plan an outfit.',
};

export function NotificationPreferencesCard({ userId }: { userId: string }) {
  const query = useQuery(notificationPreferencesQueryOptions(userId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose what the bell tells you about.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading notification settings" />
        ) : query.isError ? (
          <p className="text-sm text-stone-600" role="alert">
            Notification settings could not be loaded. Please try again.
          </p>
        ) : (
          <PreferenceSwitches userId={userId} saved={query.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PreferenceSwitches({ userId, saved }: { userId: string; saved: NotificationPreferences }) {
  const save = useSaveNotificationPreferences(userId, saved, {
    onSuccess: () => toast.success('Notification settings saved', { id: 'notification-preferences' }),
    onError: (error) => toast.error('Error', { id: 'notification-preferences', description: serverMessage(error, 'Failed to save notification settings. Please try again.') }),
  });
  const shown = save.value;
  const busy = (key: NotificationPreferenceKey) => save.pending && (shown[key] !== saved[key] || (save.sending !== null && save.sending.value[key] !== saved[key]));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
        <PrivacySwitch
          key={key}
          id={`notify-${key}`}
          label={NOTIFICATION_PREFERENCE_LABELS[key]}
          hint={HINTS[key]}
          checked={shown[key]}
          pending={busy(key)}
          onChange={(checked) => save.set({ ...shown, [key]: checked })}
        />
      ))}
    </div>
  );
}
