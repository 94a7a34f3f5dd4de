/**
 * Privacy Settings → 'Download my data' (issue 22, Data export; GDPR Art. 20), above 'Delete my
 * account'. Texts from `DATA_EXPORT_TEXTS` (shared/contracts/data-export.ts).
 * - never asked: the intro and the request button (busy while the POST runs, one
 *   Idempotency-Key per press);
 * - pending: 'Preparing your archive…' in a polite live region, an indeterminate progress bar,
 *   the email promise; the card polls every 2 s;
 * - ready: 'Your archive from <date> is ready.', the download link (an `<a download>` styled as a
 *   button; its text is its name), how long link and archive last, and 'Request a new archive';
 *   a link that has expired (or is about to) is not shown: the card asks for a fresh one first;
 * - failed: the failed text and Try Again.
 * A refused request (429 'one export per hour', or any error) is a toast with the server's
 * message, like the other Settings cards; the button stays usable. When the request button leaves
 * the screen (pending), focus moves to the card's heading so a keyboard user is not dropped.
 * Loading: a spinner; load error: LoadError with Try Again.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { DATA_EXPORT_TEXTS as T, type DataExport } from '@seamline/shared/contracts/data-export';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner, SpinnerIcon } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { dataExportQueryOptions, useRequestDataExport } from '../api/data-export';
import { isLinkUsable } from '../api/data-export-timing';

/** 'Nov 26, 2026, 10:15 AM' (date-fns `PPp`); the ISO text itself when it is not a date. */
function readyDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'PPp');
}

/** The sentence the live region says for a state ('' when there is nothing to announce). */
function statusText(exp: DataExport | null): string {
  if (exp?.status === 'pending') return T.pending;
  if (exp?.status === 'ready') return T.ready(readyDate(exp.readyAt ?? exp.requestedAt));
  if (exp?.status === 'failed') return T.failed;
  return '';
}

/** The 'Download my data' card of the signed-in person `userId` (see the module note for its states). */
export function DataExportCard({ userId }: { userId: string }) {
  const query = useQuery(dataExportQueryOptions(userId));
  const request = useRequestDataExport(userId);
  const heading = useRef<HTMLHeadingElement>(null);
  // A failed poll keeps the last answer on screen (the next poll may succeed); only a first load
  // that failed shows the error.
  const loaded = query.data !== undefined;
  const exp = query.data ?? null;
  const start = () =>
    request.mutate(
      {},
      {
        onSuccess: () => heading.current?.focus(),
        onError: (error) => toast.error(T.requestFailed, { description: serverMessage(error, 'Please try again.') }),
      },
    );
  return (
    <Card aria-labelledby="data-export-heading">
      <CardHeader>
        <CardTitle id="data-export-heading" ref={heading} tabIndex={-1} className="focus:outline-none">
          {T.heading}
        </CardTitle>
        <CardDescription>{T.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? <Spinner label={T.loading} /> : null}
        {query.isError && !loaded ? <LoadError message={T.loadError} onRetry={() => void query.refetch()} /> : null}
        {/* Always mounted and displayed (empty when there is nothing to say), so each change of
            state (pending → ready or failed) is announced. */}
        <p role="status" className={cn('text-sm font-medium', exp?.status === 'failed' ? 'text-red-700' : 'text-stone-900')}>
          {loaded ? statusText(exp) : ''}
        </p>
        {exp?.status === 'pending' ? <PendingProgress /> : null}
        {exp?.status === 'ready' ? (
          <ReadyLink exp={exp} receivedAt={query.dataUpdatedAt} fetching={query.isFetching} failed={query.isError} refetch={query.refetch} />
        ) : null}
        {loaded && exp?.status !== 'pending' ? (
          <div className={exp ? 'mt-4' : undefined}>
            <Button variant={exp?.status === 'ready' ? 'outline' : 'default'} onClick={start} pending={request.isPending} pendingLabel={T.requesting}>
              {exp?.status === 'ready' ? T.requestAgainButton : exp?.status === 'failed' ? T.retryButton : T.requestButton}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Indeterminate progress (the job reports no fraction done) and the email promise. */
function PendingProgress() {
  return (
    <div className="mt-3 grid gap-2">
      <div role="progressbar" aria-label={T.pending} className="h-2 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full w-1/3 rounded-full bg-brand-600 motion-safe:animate-pulse" />
      </div>
      <p className="text-sm text-stone-600">{T.started}</p>
    </div>
  );
}

/**
 * The download link of a ready export, only while it works for a while more; otherwise a spinner
 * while a fresh link is fetched (asked for here when no fetch is running; a failed renewal shows
 * LoadError instead of asking again at once).
 */
function ReadyLink({
  exp,
  receivedAt,
  fetching,
  failed,
  refetch,
}: {
  exp: DataExport;
  receivedAt: number;
  fetching: boolean;
  failed: boolean;
  refetch: () => Promise<unknown>;
}) {
  // Read at render: the card renders again whenever an answer arrives, and the query asks again
  // just before the link needs renewing (`exportRefetchInterval`).
  const usable = isLinkUsable(exp, receivedAt, Date.now());
  const renew = !usable && Boolean(exp.url);
  useEffect(() => {
    if (renew && !fetching && !failed) void refetch();
  }, [renew, fetching, failed, refetch]);
  if (!exp.url) return null;
  return (
    <div className="mt-3 grid justify-items-start gap-2">
      {usable ? (
        <Button asChild variant="accent">
          <a href={exp.url} download data-testid="data-export-download">
            <Download aria-hidden />
            {T.downloadLink}
          </a>
        </Button>
      ) : renew && failed ? (
        <LoadError message={T.loadError} onRetry={() => void refetch()} />
      ) : (
        <p className="inline-flex items-center gap-2 text-sm text-stone-600">
          <SpinnerIcon className="size-4 text-brand-600" />
          {T.renewingLink}
        </p>
      )}
      <p className="text-sm text-stone-600">{T.keepNotice}</p>
    </div>
  );
}
