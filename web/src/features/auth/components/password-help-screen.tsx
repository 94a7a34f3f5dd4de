/** `/forgot-password` and `/reset-password`: reachable signed in or out; not offered yet. */
import { Link } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

function PasswordHelp({ title }: { title: string }) {
  return (
    <main id={MAIN_CONTENT_ID} className="flex min-h-dvh items-center justify-center px-4">
      <Card className="w-full max-w-sm p-8">
        <KeyRound className="size-8 text-stone-700" aria-hidden />
        <h1 className="mt-3 text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-stone-600">Password reset by email is not available in this version of Seamline.</p>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to="/login" search={{}}>
            Back to Login
          </Link>
        </Button>
      </Card>
    </main>
  );
}

export function ForgotPasswordScreen() {
  return <PasswordHelp title="Forgot your password?" />;
}

export function ResetPasswordScreen() {
  return <PasswordHelp title="Reset your password" />;
}
