/**
 * `/performance` (spec 02 §2.16, §6): admin access is checked first (not checked → checking
 * → granted or denied). 401 redirects to /admin/login; other failures show Access Denied.
 * The dashboard itself arrives with the admin issue.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Gauge, ShieldX } from 'lucide-react';
import { AppLoading } from '@/components/app-loading';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { adminAccessQueryOptions } from '../api/check-admin-access';

export function PerformanceScreen() {
  const navigate = useNavigate();
  const access = useQuery(adminAccessQueryOptions());
  useEffect(() => {
    if (access.data === 'login-required') void navigate({ to: '/admin/login', replace: true });
  }, [access.data, navigate]);

  let body;
  if (access.isPending || access.data === 'login-required') body = <AppLoading />;
  else if (access.data === 'granted')
    body = (
      <>
        <PageHeader title="Performance Dashboard" />
        <EmptyState icon={Gauge} title="No performance data yet" />
      </>
    );
  else
    body = (
      <Card role="alert" className="mx-auto mt-16 max-w-md p-8 text-center">
        <ShieldX className="mx-auto size-10 text-red-600" aria-hidden />
        <h1 className="mt-3 text-xl font-semibold">Access Denied</h1>
        <p className="mt-1 text-sm text-stone-600">Admin authentication is required to access the performance dashboard.</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild variant="accent">
            <Link to="/admin/login">Go to Admin Login</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Back to Home</Link>
          </Button>
        </div>
      </Card>
    );
  return (
    <main id={MAIN_CONTENT_ID} className="mx-auto min-h-dvh max-w-6xl px-4 py-8">
      {body}
    </main>
  );
}
