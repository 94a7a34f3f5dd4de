/**
 * Size recommendations (spec 01 §2; replaces the sample card): per brand the best size of its
 * published chart and the match % from the server (formula: shared/domain/sizing). Loading,
 * error and "not enough measurements" states.
 */
import { useQuery } from '@tanstack/react-query';
import { Shirt } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { sizeRecommendationsQueryOptions } from '../api/size-recommendations';

const CHART = { womens: "Women's", mens: "Men's" } as const;

export function SizeRecommendationsCard({ userId, savedAt }: { userId: string; savedAt: string }) {
  const query = useQuery(sizeRecommendationsQueryOptions(userId, savedAt));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Shirt className="size-5 text-brand-600" aria-hidden />
          Size Recommendations
        </CardTitle>
        <CardDescription>Your best size in each brand's published size chart.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading size recommendations" />
        ) : query.isError ? (
          <p className="text-sm text-stone-600" role="alert">
            {query.error instanceof ApiError && query.error.status < 500
              ? serverMessage(query.error, 'Size recommendations are not available right now.')
              : 'Size recommendations are not available right now.'}
          </p>
        ) : query.data.recommendations.length === 0 ? (
          <p className="text-sm text-stone-600">No brand size charts are available yet.</p>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label="Size recommendations">
            {query.data.recommendations.map((r) => (
              <li key={r.brandId} className="flex items-center justify-between gap-3 py-2.5" title={r.source}>
                <div className="min-w-0">
                  <p className="truncate font-medium text-stone-900">{r.brand}</p>
                  <p className="text-xs text-stone-500">{CHART[r.chart]} chart</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="rounded-md bg-stone-900 px-2 py-0.5 text-sm font-semibold text-white">{r.size}</span>
                  <span className="whitespace-nowrap text-right text-sm tabular-nums text-stone-700">{r.matchPercent}% match</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
