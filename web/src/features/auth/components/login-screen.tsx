/**
 * Sign-in screen (spec 01 §2 "Login"): Username/Email, Password (show/hide), Login, Create
 * Account, Forgot password, provider buttons, terms and privacy links. Validation uses the
 * shared loginSchema. On failure the §8 'Login Failed' toast with the server message; on
 * success go on after 100 ms (spec 01 §9).
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { loginSchema, type LoginInput } from '@seamline/shared/contracts/auth';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { loginErrorMessage, useLogin } from '../api/login';
import { LegalNote } from './legal-note';
import { PasswordField } from './password-field';
import { ProviderButtons } from './provider-buttons';

const route = getRouteApi('/_guest/login');
const LOGIN_REDIRECT_DELAY_MS = 100;

/** Only same-origin paths are followed after login. */
/** Only same-origin paths: `/\\evil.com` and `//evil.com` resolve to another origin and are refused. */
function safeRedirect(target: string | undefined): string {
  if (!target) return '/';
  try {
    const url = new URL(target, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The /login screen. */
export function LoginScreen() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { usernameOrEmail: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(
      () => void setTimeout(() => void navigate({ href: safeRedirect(redirect) }), LOGIN_REDIRECT_DELAY_MS),
      (error: unknown) => void toast.error('Login Failed', { description: loginErrorMessage(error) }),
    ),
  );

  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Welcome back</h1>
      <p className="mt-1 text-sm text-stone-600">Sign in to your closet, your fit and your people.</p>
      <form className="mt-6 grid gap-4" onSubmit={onSubmit} noValidate>
        <FormField id="usernameOrEmail" label="Username/Email" error={errors.usernameOrEmail?.message}>
          {(control) => <Input {...control} autoComplete="username" {...register('usernameOrEmail')} />}
        </FormField>
        <FormField id="password" label="Password" error={errors.password?.message}>
          {(control) => <PasswordField {...control} autoComplete="current-password" {...register('password')} />}
        </FormField>
        <Link to="/forgot-password" className="-mt-2 justify-self-end text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          Forgot password?
        </Link>
        <SubmitButton variant="accent" pending={formState.isSubmitting || login.isPending} pendingLabel="Logging in...">
          Login
        </SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm text-stone-600">
        New to Seamline?{' '}
        <Link to="/register" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Create Account
        </Link>
      </p>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-stone-500">
        <span className="h-px flex-1 bg-stone-200" /> or <span className="h-px flex-1 bg-stone-200" />
      </div>
      <ProviderButtons />
      <LegalNote />
    </>
  );
}
