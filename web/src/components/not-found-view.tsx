/** The generic not-found view (spec 01 §2), the last fallback inside the main shell. */
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function NotFoundView() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center p-4">
      <Card className="w-full max-w-md p-8 text-center">
        <SearchX className="mx-auto size-10 text-stone-400" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">404 Page Not Found</h1>
        <p className="mt-2 text-sm text-stone-600">Did you forget to add the page to the router?</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">Go Home</Link>
        </Button>
      </Card>
    </div>
  );
}
