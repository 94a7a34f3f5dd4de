/**
 * What the error boundary shows, per level (spec 01 §4, §8): component (inline, "Try Again"),
 * page (title, text, classified request error, Error ID, attempts left, Try Again / Reload
 * Page / Go Home) and critical (full screen, Reload Application / Return to Home Page).
 */
import { AlertTriangle, Home, RefreshCw, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { classifyError } from '@/lib/classify-error';
import { isRequestError } from './is-request-error';

export type ErrorLevel = 'component' | 'page' | 'critical';
/** Retries allowed before only reloading remains (spec 01 §9). */
export const MAX_ERROR_RETRIES = 3;

export interface ErrorFallbackProps {
  level: ErrorLevel;
  error: unknown;
  errorId: string;
  retriesUsed: number;
  onRetry?: () => void;
  onGoHome?: () => void;
}

const reload = () => window.location.reload();
const goHomeHard = () => window.location.assign('/');

function RequestErrorDetails({ error }: { error: unknown }) {
  if (!isRequestError(error)) return null;
  const classified = classifyError(error);
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-3 text-left text-sm text-red-900" data-testid="classified-error">
      <p className="font-semibold">{classified.title}</p>
      <p>{classified.message}</p>
      {classified.status !== undefined ? <p className="mt-1 text-xs text-red-800">Status: {classified.status}</p> : null}
    </div>
  );
}

function attemptsText(left: number): string {
  return `${left} ${left === 1 ? 'attempt' : 'attempts'} remaining`;
}

/** The fallback view of one error at one level. */
export function ErrorFallback({ level, error, errorId, retriesUsed, onRetry, onGoHome }: ErrorFallbackProps) {
  const retryable = !isRequestError(error) || classifyError(error).retryable;
  const retriesLeft = Math.max(0, MAX_ERROR_RETRIES - retriesUsed);
  const canRetry = Boolean(onRetry) && retryable && retriesLeft > 0;

  if (level === 'component') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="flex items-center gap-2 font-medium">
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          Something went wrong in this section. You can try again.
        </p>
        <RequestErrorDetails error={error} />
        {canRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden /> Try Again
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={reload}>
            <RefreshCw aria-hidden /> Reload Page
          </Button>
        )}
      </div>
    );
  }

  if (level === 'critical') {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-stone-50 p-4">
        <Card role="alert" className="w-full max-w-lg p-8 text-center">
          <ShieldAlert className="mx-auto size-12 text-red-600" aria-hidden />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">Critical Application Error</h1>
          <p className="mt-2 text-stone-600">
            Seamline ran into a problem it could not recover from. Please reload the application, or contact support if the
            problem continues.
          </p>
          <p className="mt-3 text-sm text-stone-500">This error has been automatically reported.</p>
          <p className="mt-3 text-xs text-stone-500">
            Error ID: <code className="font-mono text-stone-700">{errorId}</code>
          </p>
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            <Button variant="accent" onClick={reload}>
              <RefreshCw aria-hidden /> Reload Application
            </Button>
            <Button variant="outline" onClick={goHomeHard}>
              <Home aria-hidden /> Return to Home Page
            </Button>
          </div>
        </Card>
      </main>
    );
  }

  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-4 py-10">
      <Card role="alert" className="w-full max-w-lg p-8 text-center">
        <AlertTriangle className="mx-auto size-12 text-amber-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">Oops! Something went wrong</h1>
        <p className="mt-2 text-stone-600">We encountered an unexpected error. Don't worry, our team has been notified.</p>
        <div className="mt-4">
          <RequestErrorDetails error={error} />
        </div>
        <p className="mt-4 text-xs text-stone-500">
          Error ID: <code className="font-mono text-stone-700">{errorId}</code>
        </p>
        {canRetry ? <p className="mt-1 text-sm text-stone-600">{attemptsText(retriesLeft)}</p> : null}
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          {canRetry ? (
            <Button variant="accent" onClick={onRetry}>
              <RefreshCw aria-hidden /> Try Again
            </Button>
          ) : null}
          <Button variant={canRetry ? 'outline' : 'accent'} onClick={reload}>
            <RefreshCw aria-hidden /> Reload Page
          </Button>
          <Button variant="ghost" onClick={onGoHome ?? goHomeHard}>
            <Home aria-hidden /> Go Home
          </Button>
        </div>
      </Card>
    </div>
  );
}
