/**
 * 'Resend' the verification email (signed in): success toast, or the server's message (e.g. the
 * 429 limit). After a resend, and after a 429 inside the server's 60 s cooldown, the button
 * counts the seconds down (issue 17 §5) and is disabled until they have passed.
 */
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/form/submit-button';
import { ApiError } from '@/lib/api-errors';
import { serverMessage } from '@/lib/form-errors';
import { useResendVerification } from '../api/verify-email';

/** The server's resend cooldown, seconds (functions/auth/verification.service.ts RESEND_COOLDOWN). */
const COOLDOWN_SECONDS = 60;

/** Seconds left of a countdown that ends at `until` (epoch ms), updated every second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** A button that asks for a new verification email. */
export function ResendButton() {
  const resend = useResendVerification();
  const [until, setUntil] = useState(0);
  const secondsLeft = useSecondsLeft(until);
  const onClick = () =>
    resend.mutate(undefined, {
      onSuccess: () => {
        setUntil(Date.now() + COOLDOWN_SECONDS * 1000);
        toast.success('Verification email sent', { description: 'Check your inbox for the new link.' });
      },
      onError: (error) => {
        const wait = error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : undefined;
        if (wait !== undefined && wait <= COOLDOWN_SECONDS) setUntil(Date.now() + wait * 1000);
        toast.error('Could not resend', { description: serverMessage(error, 'Please try again later.') });
      },
    });
  return (
    <SubmitButton
      type="button"
      variant="accent"
      className="w-full"
      pending={resend.isPending}
      pendingLabel="Sending..."
      disabled={secondsLeft > 0}
      onClick={onClick}
    >
      {secondsLeft > 0 ? `Resend in ${secondsLeft} s` : 'Resend verification email'}
    </SubmitButton>
  );
}
