/**
 * Sign-in screen (spec 01 §2 "Login"): Username/Email, Password (show/hide), Login, Create
 * Account, provider buttons, terms and privacy links. On failure the §8 'Login Failed'
 * toast with the server message; on success go on after 100 ms (spec 01 §9).
 */
import { useState, type FormEvent } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { loginErrorMessage, useLogin } from '../api/login';
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

export function LoginScreen() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const login = useLogin();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ usernameOrEmail?: string; password?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      usernameOrEmail: usernameOrEmail.trim() ? undefined : 'Username or email is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(next);
    if (next.usernameOrEmail || next.password) return;
    login.mutate(
      { usernameOrEmail: usernameOrEmail.trim(), password },
      {
        onSuccess: () => setTimeout(() => void navigate({ href: safeRedirect(redirect) }), LOGIN_REDIRECT_DELAY_MS),
        onError: (error) => toast.error('Login Failed', { description: loginErrorMessage(error) }),
      },
    );
  };

  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Welcome back</h1>
      <p className="mt-1 text-sm text-stone-600">Sign in to your closet, your fit and your people.</p>
      <form className="mt-6 grid gap-4" onSubmit={onSubmit} noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="usernameOrEmail">Username/Email</Label>
          <Input
            id="usernameOrEmail"
            autoComplete="username"
            value={usernameOrEmail}
            onChange={(e) => setUsernameOrEmail(e.target.value)}
            aria-invalid={errors.usernameOrEmail ? true : undefined}
            aria-describedby={errors.usernameOrEmail ? 'usernameOrEmail-error' : undefined}
          />
          {errors.usernameOrEmail ? (
            <p id="usernameOrEmail-error" className="text-sm text-red-700">
              {errors.usernameOrEmail}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="password">Password</Label>
          <PasswordField
            id="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'password-error' : undefined}
          />
          {errors.password ? (
            <p id="password-error" className="text-sm text-red-700">
              {errors.password}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="accent" disabled={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
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
      <p className="mt-6 text-center text-xs text-stone-500">
        By continuing you agree to our{' '}
        <Link to="/terms" className="underline underline-offset-2 hover:text-stone-900">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="underline underline-offset-2 hover:text-stone-900">
          Privacy Policy
        </Link>
        .
      </p>
    </>
  );
}
