/** 'Resend' the verification email (signed in): success toast, or the server's message (e.g. the 429 limit). */
import { toast } from 'sonner';
import { SubmitButton } from '@/components/form/submit-button';
import { serverMessage } from '@/lib/form-errors';
import { useResendVerification } from '../api/verify-email';

/** A button that asks for a new verification email. */
export function ResendButton() {
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast.success('Verification email sent', { description: 'Check your inbox for the new link.' }),
      onError: (error) => toast.error('Could not resend', { description: serverMessage(error, 'Please try again later.') }),
    });
  return (
    <SubmitButton type="button" variant="accent" className="w-full" pending={resend.isPending} pendingLabel="Sending..." onClick={onClick}>
      Resend verification email
    </SubmitButton>
  );
}
