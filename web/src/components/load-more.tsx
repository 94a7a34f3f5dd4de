/**
 * "Load more" under a paginated list (a TanStack infinite query): shown only while there is a
 * next page, disabled and reading 'Loading...' while it is being fetched.
 */
import { Button } from '@/components/ui/button';

export interface LoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

export function LoadMore({ query }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
