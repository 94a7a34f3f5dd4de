/**
 * `/verify-email?token=` (spec 01 §2, §4): loading → success (then /onboarding after 3 s),
 * error ('The verification link is invalid or has expired.') or invalid (no token). A
 * signed-in, unverified user without a token sees "check your inbox" with Resend.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { CircleCheck, Mail, MailX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { ResendButton } from './resend-button';

const route = getRouteApi('/_guest/verify-email');
const ONBOARDING_REDIRECT_MS = 3000;

function Status({ icon, title, text, children }: { icon: ReactNode; title: string; text: ReactNode; children?: ReactNode }) {
  return (
    <div className="grid justify-items-start gap-3">
      {icon}
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-stone-600" role="status" aria-live="polite">
        {text}
      </p>
      <div className="mt-3 grid w-full gap-2">{children}</div>
    </div>
  );
}

function BackToLogin() {
  return (
    <Button asChild variant="outline" className="w-full">
      <Link to="/login" search={{}}>
        Back to Login
      </Link>
    </Button>
  );
}

/** The verify-email screen. */
export function VerifyEmailScreen() {
  const { token } = route.useSearch();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    verify.mutate(token);
  }, [token, verify]);

  useEffect(() => {
    if (!verify.isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: '/onboarding' }), ONBOARDING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verify.isSuccess, navigate]);

  if (!token) {
    if (user && !user.isEmailVerified) {
      return (
        <Status icon={<Mail className="size-10 text-brand-600" aria-hidden />} title="Check your inbox" text={
            <>
              We sent a verification link to <strong className="break-all font-medium text-stone-900">{user.email}</strong>. Open it to verify your
              email address.
            </>
          }
        >
          <ResendButton />
          <Button asChild variant="ghost" className="w-full">
            <Link to="/onboarding">Continue to onboarding</Link>
          </Button>
        </Status>
      );
    }
    return (
      <Status icon={<MailX className="size-10 text-red-600" aria-hidden />} title="Invalid link" text="This verification link is invalid.">
        <BackToLogin />
      </Status>
    );
  }
  if (verify.isSuccess) {
    return (
      <Status icon={<CircleCheck className="size-10 text-emerald-600" aria-hidden />} title="Email verified!" text="Your email address is verified. Taking you to onboarding...">
        <Button asChild variant="accent" className="w-full">
          <Link to="/onboarding">Continue</Link>
        </Button>
      </Status>
    );
  }
  if (verify.isError) {
    return (
      <Status icon={<MailX className="size-10 text-red-600" aria-hidden />} title="Verification failed" text="The verification link is invalid or has expired.">
        {user && !user.isEmailVerified ? <ResendButton /> : null}
        <BackToLogin />
      </Status>
    );
  }
  return (
    <Status icon={<Spinner className="size-10" label="Verifying" />} title="Verifying your email" text="Please wait while we confirm your email address..." />
  );
}
