/**
 * Admin login (/admin-login and /admin/login, spec 02 §5–§8): username and password (shared
 * adminLoginSchema), submit disabled while either is empty; failure 'Login failed' (or the
 * server's message, or 'Login failed - invalid response'); success → /performance, or the admin
 * page that sent the visitor here (`?next=/admin/moderation`).
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { adminLoginSchema } from '@seamline/shared/contracts/admin';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formToasts } from '@/lib/form-toasts';
import { adminLogin } from '../api/admin-login';
import type { AdminLoginSearch } from '../lib/admin-login-search';

type Values = { username: string; password: string };

/** The admin login screen. */
export function AdminLoginScreen() {
  const navigate = useNavigate();
  // Either spelling of the route; `next` is already limited to the admin pages.
  const { next } = useSearch({ strict: false }) as AdminLoginSearch;
  const { register, handleSubmit, formState, watch, setError } = useForm<Values>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const toasts = formToasts('admin-login');
  const [username, password] = watch(['username', 'password']);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await adminLogin(values.username, values.password);
    } catch (error) {
      const message = (error as Error).message;
      setError('root', { message });
      toasts.error(message);
      return;
    }
    toasts.clear();
    await navigate({ to: next ?? '/performance' });
  });

  return (
    <main id={MAIN_CONTENT_ID} className="flex min-h-dvh items-center justify-center bg-stone-50 px-4 py-10">
      <Card className="w-full max-w-sm p-6 sm:p-8">
        <Lock className="size-8 text-stone-700" aria-hidden />
        <h1 className="mt-3 text-2xl font-semibold tracking-tight">Admin Login</h1>
        <p className="mt-1 text-sm text-stone-600">For the performance dashboard. Admin accounts are separate from user accounts.</p>
        <form className="mt-6 grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField id="admin-username" label="Username" error={formState.errors.username?.message}>
            {(c) => <Input {...c} autoComplete="username" {...register('username')} />}
          </FormField>
          <FormField id="admin-password" label="Password" error={formState.errors.password?.message}>
            {(c) => <Input {...c} type="password" autoComplete="current-password" {...register('password')} />}
          </FormField>
          {formState.errors.root ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {formState.errors.root.message}
            </p>
          ) : null}
          <SubmitButton pending={formState.isSubmitting} pendingLabel="Signing in..." disabled={!username || !password}>
            Sign in
          </SubmitButton>
        </form>
        <Link to="/" className="mt-4 inline-block text-sm text-stone-600 underline-offset-4 hover:underline">
          Back to Home
        </Link>
      </Card>
    </main>
  );
}
