/**
 * The admin stage's frame (spec 02 §6, issue 33 §4): the access check every admin page starts
 * with (probe → granted, login required or denied; 401 redirects to /admin/login; other failures
 * show 'Access Denied' with 'Go to Admin Login' and 'Back to Home'), and once granted the simple
 * admin header with its navigation — Performance and Moderation — above the page (not the user shell).
 */
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ShieldX } from 'lucide-react';
import { MODERATION_TEXTS } from '@seamline/shared/contracts/moderation-constants';
import { PERFORMANCE_TEXTS } from '@seamline/shared/contracts/performance-constants';
import { AppLoading } from '@/components/app-loading';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { adminAccessQueryOptions } from '../api/check-admin-access';
import type { AdminPage } from '../lib/admin-login-search';

const [deniedTitle, deniedText] = PERFORMANCE_TEXTS.adminRequired.split(' - ') as [string, string];
const navLink =
  'rounded-lg px-3 py-1.5 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:bg-stone-100 aria-[current=page]:text-stone-900';

function AdminHeader() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex items-center gap-2 rounded-lg font-semibold tracking-tight text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <img src="/favicon.svg" alt="" className="size-7" />
          <span className="sr-only sm:not-sr-only">Seamline</span>
        </Link>
        <nav aria-label="Admin" className="flex items-center gap-1">
          <Link to="/performance" className={navLink}>
            Performance
          </Link>
          <Link to="/admin/moderation" className={navLink}>
            {MODERATION_TEXTS.queueTitle}
          </Link>
        </nav>
        <span className="ml-auto rounded-full bg-stone-900 px-2.5 py-0.5 text-xs font-medium text-white">Admin</span>
      </div>
    </header>
  );
}

/**
 * Shows `children` under the admin header once the admin session is confirmed; without one, the
 * admin login, which comes back to `page` afterwards.
 */
export function AdminGate({ page, children }: { page: AdminPage; children: ReactNode }) {
  const navigate = useNavigate();
  const access = useQuery(adminAccessQueryOptions());
  useEffect(() => {
    if (access.data === 'login-required') void navigate({ to: '/admin/login', search: page === '/performance' ? {} : { next: page }, replace: true });
  }, [access.data, navigate, page]);

  if (access.isPending || access.data === 'login-required') return <AppLoading />;
  if (access.data === 'granted')
    return (
      <div className="min-h-dvh bg-stone-50">
        <AdminHeader />
        <main id={MAIN_CONTENT_ID} className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
          {children}
        </main>
      </div>
    );
  return (
    <main id={MAIN_CONTENT_ID} className="mx-auto min-h-dvh max-w-6xl px-4 py-8">
      <Card role="alert" className="mx-auto mt-16 max-w-md p-8 text-center">
        <ShieldX className="mx-auto size-10 text-red-600" aria-hidden />
        <h1 className="mt-3 text-xl font-semibold">{deniedTitle}</h1>
        <p className="mt-1 text-sm text-stone-600">{deniedText}</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild variant="accent">
            <Link to="/admin/login">{PERFORMANCE_TEXTS.goToAdminLogin}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{PERFORMANCE_TEXTS.backToHome}</Link>
          </Button>
        </div>
      </Card>
    </main>
  );
}
