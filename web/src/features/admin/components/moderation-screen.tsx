/**
 * `/admin/moderation` (issue 33 §4), behind the admin access check like /performance: the queue of
 * reported targets in tabs Open / Resolved (oldest first, 20 a page with 'Load more') and the
 * audit log as the third tab; the tab is in the URL (`?tab=`). Radix tabs: arrow keys move
 * between them. Each tab has its loading, empty ('No open reports. Nothing needs review.') and
 * error states; a 401 (the admin session ended) goes to the admin login.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { MODERATION_ADMIN_TEXTS, MODERATION_TEXTS, type ReportStatus } from '@seamline/shared/contracts/moderation-constants';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { moderationQueueQueryOptions } from '../api/moderation';
import { MODERATION_TABS, type ModerationTab } from '../lib/moderation-search';
import { AdminGate } from './admin-shell';
import { AuditLog } from './audit-log';
import { ModerationCaseCard } from './moderation-case';
import { useAdminSessionEnd } from './use-admin-session-end';

export function ModerationScreen() {
  return (
    <AdminGate page="/admin/moderation">
      <ModerationPage />
    </AdminGate>
  );
}

function ModerationPage() {
  const { tab = 'open' } = useSearch({ from: '/admin/moderation' });
  const navigate = useNavigate({ from: '/admin/moderation' });
  const select = (next: string) => void navigate({ search: { tab: next === 'open' ? undefined : (next as ModerationTab) }, replace: true });
  return (
    <>
      <PageHeader title={MODERATION_TEXTS.queueTitle} description="What people reported, one case per post, comment or person, oldest first." />
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label="Moderation sections" className="flex w-full sm:inline-flex sm:w-auto">
          {MODERATION_TABS.map((t) => (
            <TabsTrigger key={t} value={t} className="flex-1 sm:flex-none">
              {MODERATION_ADMIN_TEXTS.tabs[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="open">
          <CaseList status="open" />
        </TabsContent>
        <TabsContent value="resolved">
          <CaseList status="resolved" />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLog />
        </TabsContent>
      </Tabs>
    </>
  );
}

function CaseList({ status }: { status: ReportStatus }) {
  const queue = useInfiniteQuery(moderationQueueQueryOptions(status));
  useAdminSessionEnd(queue.error);
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];
  const label = `${MODERATION_ADMIN_TEXTS.tabs[status]} cases`;
  if (queue.isPending) return <div className="flex justify-center py-12"><Spinner label={`Loading ${label.toLowerCase()}`} /></div>;
  if (queue.isError && items.length === 0) return <LoadError message={MODERATION_ADMIN_TEXTS.queueError} onRetry={() => void queue.refetch()} />;
  if (items.length === 0) return <EmptyState icon={ShieldCheck} title={status === 'open' ? MODERATION_TEXTS.queueEmptyOpen : MODERATION_TEXTS.queueEmptyResolved} />;
  return (
    <>
      <ul aria-label={label} className="grid gap-3">
        {items.map((c) => (
          <li key={`${c.targetType}:${c.targetId}`}>
            <ModerationCaseCard moderationCase={c} />
          </li>
        ))}
      </ul>
      <LoadMore query={queue} />
    </>
  );
}
