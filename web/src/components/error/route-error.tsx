/**
 * Router error components: the page-level boundary for every route (defaultErrorComponent)
 * and the critical one for the root. A failed retry remounts the error component, so the
 * retry count lives in a small store keyed by the history entry.
 */
import { useState } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorFallback } from './error-fallback';
import { useErrorId } from './use-error-id';

const retriesByEntry = new Map<string, number>();

function useRetryBudget(): [number, () => void] {
  const entry = useRouterState({ select: (s) => s.location.state.__TSR_key ?? s.location.href });
  const [used, setUsed] = useState(() => retriesByEntry.get(entry) ?? 0);
  const spend = () => {
    const next = (retriesByEntry.get(entry) ?? 0) + 1;
    retriesByEntry.set(entry, next);
    setUsed(next);
  };
  return [used, spend];
}

/** Page-level boundary: Try Again re-runs the route's guards and loaders. */
export function PageRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const errorId = useErrorId(error, 'page');
  const [retriesUsed, spendRetry] = useRetryBudget();
  const retry = () => {
    spendRetry();
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  const goHome = () => {
    reset();
    void router.navigate({ to: '/' });
  };
  return <ErrorFallback level="page" error={error} errorId={errorId} retriesUsed={retriesUsed} onRetry={retry} onGoHome={goHome} />;
}

/** Root-level boundary: nothing above it can recover, so only reloading is offered. */
export function CriticalRouteError({ error }: ErrorComponentProps) {
  const errorId = useErrorId(error, 'critical');
  return <ErrorFallback level="critical" error={error} errorId={errorId} retriesUsed={0} />;
}
