/** Layout of the static legal pages: Back to /, title, effective date, sections. */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { Button } from '@/components/ui/button';

/** Both legal documents take effect on this date (spec 01 §9). */
export const LEGAL_EFFECTIVE_DATE = 'June 13, 2025';

export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-4">
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden /> Back
            </Link>
          </Button>
          <span className="font-semibold tracking-tight">Seamline</span>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className="mx-auto max-w-3xl px-4 py-10">
        <article className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm font-medium text-stone-500">Effective {LEGAL_EFFECTIVE_DATE}</p>
          <div className="mt-6 text-stone-700">{intro}</div>
          <div className="mt-8 space-y-8">{children}</div>
        </article>
      </main>
    </div>
  );
}

/** One numbered section of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed text-stone-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-stone-900 [&_ul]:space-y-1.5">
      <h2 className="text-xl font-semibold tracking-tight text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/** The privacy contact address as a mail link. */
export function PrivacyEmail() {
  return (
    <a href="mailto:privacy@seamline.app" className="font-medium text-brand-700 underline underline-offset-2">
      privacy@seamline.app
    </a>
  );
}
