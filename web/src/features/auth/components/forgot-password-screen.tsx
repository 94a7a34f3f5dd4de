/**
 * `/forgot-password`: ask for a reset link by email. The server answers 202 whether or not
 * the account exists, so the screen always shows the same "check your inbox" text.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { forgotPasswordSchema } from '@seamline/shared/contracts/auth';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/form-errors';
import { useForgotPassword } from '../api/password-reset';
import { PasswordCard } from './password-card';

/** The forgot-password screen. */
export function ForgotPasswordScreen() {
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutateAsync(values.email).catch((error: unknown) => {
      toast.error('Request failed', { description: serverMessage(error, 'Please try again.') });
    }),
  );

  if (forgot.isSuccess) {
    return (
      <PasswordCard title="Check your email" description="If an account exists for that address, we've sent a link to reset your password.">
        <p className="text-sm text-stone-600" role="status">
          The link is valid for a limited time. You can close this page.
        </p>
      </PasswordCard>
    );
  }
  return (
    <PasswordCard title="Forgot your password?" description="Enter your account's email and we'll send you a reset link.">
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <FormField id="email" label="Email" error={formState.errors.email?.message}>
          {(control) => <Input {...control} type="email" inputMode="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <SubmitButton variant="accent" pending={formState.isSubmitting} pendingLabel="Sending...">
          Send reset link
        </SubmitButton>
      </form>
    </PasswordCard>
  );
}
