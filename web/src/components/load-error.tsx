/** A list that could not be loaded: what failed and a Try Again button. */
import { Button } from '@/components/ui/button';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
      <p className="font-medium">{message}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
