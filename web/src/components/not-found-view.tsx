/**
 * The not-found view, the last fallback inside the main shell (spec 01 §2). It speaks to people
 * (issue 17 §6): 'Page not found' and a way home, never the router's developer text.
 */
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function NotFoundView() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center p-4">
      <Card className="w-full max-w-md p-8 text-center">
        <SearchX className="mx-auto size-10 text-stone-400" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">Page not found</h1>
        <p className="mt-2 text-sm text-stone-600">
          We couldn’t find this page. The link may be old or mistyped.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">Go to the home page</Link>
        </Button>
      </Card>
    </div>
  );
}
