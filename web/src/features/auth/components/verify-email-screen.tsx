/**
 * `/verify-email?token=` (spec 01 §2, §4): without a token the link is invalid. Checking a
 * token arrives with the accounts issue, which adds `POST /api/auth/verify-email`.
 */
import { getRouteApi, Link } from '@tanstack/react-router';
import { MailCheck, MailX } from 'lucide-react';
import { Button } from '@/components/ui/button';

const route = getRouteApi('/_guest/verify-email');

export function VerifyEmailScreen() {
  const { token } = route.useSearch();
  const Icon = token ? MailCheck : MailX;
  return (
    <>
      <Icon className="size-10 text-stone-600" aria-hidden />
      <h1 className="mt-3 text-2xl font-semibold tracking-tight">Verify your email</h1>
      <p className="mt-2 text-sm text-stone-600" role={token ? undefined : 'alert'}>
        {token ? 'Email verification is not available in this version of Seamline.' : 'This verification link is invalid.'}
      </p>
      <Button asChild variant="outline" className="mt-6 w-full">
        <Link to="/login" search={{}}>
          Back to Login
        </Link>
      </Button>
    </>
  );
}
