/**
 * Change password (Settings → Account, issue 17 §4): current password, new password with the
 * registration rules, typed twice (the shared `changePasswordSchema`). Success ends every other
 * session; the toast says how many devices were signed out.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@seamline/shared/contracts/auth';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { applyFieldErrors, serverMessage } from '@/lib/form-errors';
import { formToasts } from '@/lib/form-toasts';
import { useChangePassword } from '../api/settings';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;
const toasts = formToasts('change-password');

const devices = (n: number) => (n === 1 ? '1 other device was' : `${n} other devices were`);

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { endedSessions } = await change.mutateAsync(values);
      form.reset();
      // formToasts: success replaces an earlier error toast of this form.
      toasts.success('Password changed', { description: `${devices(endedSessions)} signed out.` });
    } catch (error) {
      applyFieldErrors(error, FIELDS.map((f) => f.name), form.setError);
      toasts.error('Password not changed', { description: serverMessage(error, 'Please try again.') });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md" aria-label="Change password">
      {FIELDS.map(({ name, label, autoComplete }) => (
        <FormField key={name} id={name} label={label} error={form.formState.errors[name]?.message}>
          {(control) => <Input {...control} type="password" autoComplete={autoComplete} {...form.register(name)} />}
        </FormField>
      ))}
      <div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Changing...">
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}
