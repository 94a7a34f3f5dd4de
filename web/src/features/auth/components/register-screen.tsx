/**
 * `/register` (spec 01 §2 "Register", §4, §5 Registration): names, username, email, password
 * (show/hide), confirm password, terms; validated on change with the shared registerSchema.
 * Success → /verify-email when the server asks for verification, else /onboarding.
 * Failure → 'Registration Failed' toast; a 409's field messages also appear on the fields.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { registerSchema, type RegisterInput } from '@seamline/shared/contracts/auth';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { applyFieldErrors } from '@/lib/form-errors';
import { registerErrorMessage, useRegister } from '../api/register';
import { PasswordField } from './password-field';
import { TermsCheckbox } from './terms-checkbox';
import { formToasts } from '@/lib/form-toasts';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;
type Values = Omit<RegisterInput, 'acceptTerms'> & { acceptTerms: boolean };

/** The registration form. */
export function RegisterScreen() {
  const navigate = useNavigate();
  const registration = useRegister();
  const toasts = formToasts('register');
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema) as never,
    mode: 'onChange',
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await registration.mutateAsync(values);
      toasts.clear();
      await navigate({ to: result.requiresEmailVerification ? '/verify-email' : '/onboarding' });
    } catch (error) {
      applyFieldErrors(error, FIELDS, setError);
      toasts.error('Registration Failed', { description: registerErrorMessage(error) });
    }
  });

  const text = (name: (typeof FIELDS)[number], label: string, props: Record<string, string> = {}) => (
    <FormField id={name} label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} {...props} {...register(name)} />}
    </FormField>
  );

  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Create Account</h1>
      <p className="mt-1 text-sm text-stone-600">Join Seamline to organise your closet and find your fit. You must be 13 or older.</p>
      <form className="mt-6 grid gap-4" onSubmit={onSubmit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', 'First name', { autoComplete: 'given-name' })}
          {text('lastName', 'Last name', { autoComplete: 'family-name' })}
        </div>
        {text('username', 'Username', { autoComplete: 'username' })}
        {text('email', 'Email', { autoComplete: 'email', type: 'email', inputMode: 'email' })}
        <FormField id="password" label="Password" error={errors.password?.message} hint="At least 8 characters.">
          {(control) => <PasswordField {...control} autoComplete="new-password" {...register('password')} />}
        </FormField>
        <FormField id="confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
          {(control) => <PasswordField {...control} autoComplete="new-password" {...register('confirmPassword')} />}
        </FormField>
        <TermsCheckbox error={errors.acceptTerms?.message} {...register('acceptTerms')} />
        <SubmitButton variant="accent" pending={formState.isSubmitting} pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm text-stone-600">
        Already have an account?{' '}
        <Link to="/login" search={{}} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
