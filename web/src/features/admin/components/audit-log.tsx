/**
 * The moderation audit log (issue 33 §4): who did what to which target, when and why (the
 * note), newest first, 50 a page with 'Load more'; loading, empty and error states.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { MODERATION_ADMIN_TEXTS, MODERATION_TEXTS } from '@seamline/shared/contracts/moderation-constants';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { exactTime, relativeTime } from '@/lib/relative-time';
import { auditLogQueryOptions } from '../api/moderation';
import { useAdminSessionEnd } from './use-admin-session-end';

export function AuditLog() {
  const log = useInfiniteQuery(auditLogQueryOptions());
  useAdminSessionEnd(log.error);
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  if (log.isPending) return <div className="flex justify-center py-12"><Spinner label="Loading the audit log" /></div>;
  if (log.isError && items.length === 0) return <LoadError message={MODERATION_ADMIN_TEXTS.auditError} onRetry={() => void log.refetch()} />;
  if (items.length === 0) return <EmptyState icon={ScrollText} title={MODERATION_ADMIN_TEXTS.auditEmpty} />;
  return (
    <section aria-labelledby="audit-log-heading">
      <h2 id="audit-log-heading" className="sr-only">
        {MODERATION_TEXTS.auditTitle}
      </h2>
      <Card>
        <ol aria-label={MODERATION_TEXTS.auditTitle} className="divide-y divide-stone-100">
          {items.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 px-4 py-3 text-sm" data-testid="audit-entry">
              <p className="text-stone-800">
                <span className="font-medium text-stone-900">{entry.admin.name}</span> {MODERATION_ADMIN_TEXTS.actionsDone[entry.action].toLowerCase()} a{' '}
                {MODERATION_ADMIN_TEXTS.targetLabels[entry.targetType].toLowerCase()}{' '}
                <span className="break-all text-xs text-stone-500">({entry.targetId})</span>
              </p>
              <p className="text-xs text-stone-500">
                <time dateTime={entry.at} title={exactTime(entry.at)}>
                  {exactTime(entry.at)} · {relativeTime(entry.at)}
                </time>
                {' · '}
                {entry.reportIds.length} {entry.reportIds.length === 1 ? 'report' : 'reports'}
              </p>
              {entry.note ? <p className="whitespace-pre-wrap break-words text-stone-700">“{entry.note}”</p> : null}
            </li>
          ))}
        </ol>
      </Card>
      <LoadMore query={log} />
    </section>
  );
}
