/** Unhandled promise rejections are caught and shown as a toast with the §8 classification. */
import { useEffect } from 'react';
import { toast } from 'sonner';
import { classifyError } from '@/lib/classify-error';
import { createErrorId, reportAppError } from '@/lib/error-id';

function isAbort(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError';
}

/** Installs the window listener for as long as it is mounted. */
export function UnhandledRejections() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isAbort(event.reason)) return;
      event.preventDefault();
      reportAppError(createErrorId(), event.reason, 'unhandledrejection');
      const { title, message } = classifyError(event.reason);
      toast.error(title, { description: message });
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);
  return null;
}
