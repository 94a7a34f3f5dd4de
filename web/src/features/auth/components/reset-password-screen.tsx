/**
 * `/reset-password?token=`: choose a new password with the token from the email. Success →
 * toast and /login; a bad or used token shows the contract's 'This reset link is invalid…'.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { INVALID_RESET_LINK, resetPasswordSchema } from '@seamline/shared/contracts/auth';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { serverMessage } from '@/lib/form-errors';
import { useResetPassword } from '../api/password-reset';
import { PasswordCard } from './password-card';
import { PasswordField } from './password-field';

const route = getRouteApi('/reset-password');
type Values = { token: string; password: string; confirmPassword: string };

/** The reset-password screen. */
export function ResetPasswordScreen() {
  const { token } = route.useSearch();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  if (!token) {
    return (
      <PasswordCard title="Reset your password" description={INVALID_RESET_LINK}>
        <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          Request a new link
        </Link>
      </PasswordCard>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      toast.success('Password updated', { description: 'You can now log in with your new password.' });
      await navigate({ to: '/login', search: {} });
    } catch (error) {
      toast.error('Reset failed', { description: serverMessage(error, INVALID_RESET_LINK) });
    }
  });

  return (
    <PasswordCard title="Reset your password" description="Choose a new password of at least 8 characters.">
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <FormField id="password" label="New password" error={errors.password?.message}>
          {(control) => <PasswordField {...control} autoComplete="new-password" {...register('password')} />}
        </FormField>
        <FormField id="confirmPassword" label="Confirm new password" error={errors.confirmPassword?.message ?? errors.token?.message}>
          {(control) => <PasswordField {...control} autoComplete="new-password" {...register('confirmPassword')} />}
        </FormField>
        <SubmitButton variant="accent" pending={formState.isSubmitting} pendingLabel="Saving...">
          Reset password
        </SubmitButton>
      </form>
    </PasswordCard>
  );
}
