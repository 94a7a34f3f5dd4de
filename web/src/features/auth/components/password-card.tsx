/** The centred card of the password reset screens (reachable signed in or out). */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { Card } from '@/components/ui/card';

/** Card with a key icon, a title, a description and the screen's content. */
export function PasswordCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className="flex min-h-dvh items-center justify-center px-4 py-10">
      <Card className="w-full max-w-sm p-6 sm:p-8">
        <KeyRound className="size-8 text-brand-600" aria-hidden />
        <h1 className="mt-3 text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-stone-600">{description}</p>
        <div className="mt-6">{children}</div>
        <Link to="/login" search={{}} className="mt-6 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to Login
        </Link>
      </Card>
    </main>
  );
}
