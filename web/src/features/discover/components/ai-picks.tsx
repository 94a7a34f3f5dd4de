/**
 * AI Picks (spec 02 §2.11, §3 Recommendation, §4 Recommendation banner): products ranked for
 * the signed-in user (`GET /api/users/{id}/recommendations`) with the match percentage, the
 * recommended size, the reasons and the banner (94+ 'Perfect Fit' green; 85–93 'Size Up'
 * 'Try {size} instead' yellow; none below). Category chips and the mobile search filter them
 * on the client. Empty state 'No recommendations yet'.
 */
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { recommendationBanner } from '@seamline/shared/contracts/catalogue-constants';
import type { Product, ProductCategory, Recommendation } from '@seamline/shared/contracts/catalogue';
import { ProductCard, ProductCardSkeleton } from '@/components/catalogue/product-card';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { recommendationsQueryOptions } from '@/lib/catalogue/queries';
import { cn } from '@/lib/utils';
import { matchesTerm } from './product-filter';

export interface AiPicksProps {
  viewerId: string;
  category: ProductCategory | null;
  term: string;
  onOpen: (product: Product) => void;
  onSave: (product: Product) => void;
}

export function AiPicks({ viewerId, category, term, onOpen, onSave }: AiPicksProps) {
  const query = useQuery(recommendationsQueryOptions(viewerId));
  const picks = (query.data?.items ?? []).filter((pick) => (!category || pick.product.category === category) && matchesTerm(pick.product, term));
  return (
    <section aria-labelledby="ai-picks-heading">
      <h2 id="ai-picks-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Sparkles className="size-5 text-brand-600" aria-hidden />
        AI Picks for You
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading recommendations" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <ProductCardSkeleton key={i} heightVariant={1} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError message="Your recommendations could not be loaded." onRetry={() => void query.refetch()} />
      ) : picks.length === 0 ? (
        <EmptyState icon={Sparkles} title="No recommendations yet" hint={query.data.items.length === 0 ? 'Save your measurements and a few items to get picks in your size.' : 'None in this category.'} />
      ) : (
        <ul aria-label="AI Picks" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
          {picks.map((pick) => (
            <li key={pick.id}>
              <ProductCard product={pick.product} viewerId={viewerId} onOpen={onOpen} onSave={onSave} heightVariant={1} className="h-full">
                <PickDetails pick={pick} />
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const BANNER_TONES = { green: 'bg-emerald-50 text-emerald-800 border-emerald-200', yellow: 'bg-amber-50 text-amber-900 border-amber-200' } as const;

function PickDetails({ pick }: { pick: Recommendation }) {
  const banner = recommendationBanner(pick.matchPercentage, pick.recommendedSize);
  return (
    <div className="grid gap-1.5" data-testid="recommendation">
      <p className="flex flex-wrap items-center gap-x-2 text-stone-800">
        <span className="font-semibold tabular-nums">{Math.round(pick.matchPercentage)}% match</span>
        {pick.recommendedSize ? <span>· Size {pick.recommendedSize}</span> : null}
      </p>
      {banner ? (
        <p className={cn('rounded-lg border px-2 py-1', BANNER_TONES[banner.tone])} data-testid="recommendation-banner">
          <span className="font-semibold">{banner.title}</span>
          {banner.detail ? <span> · {banner.detail}</span> : null}
        </p>
      ) : null}
      {pick.reasons.length > 0 ? (
        <ul aria-label="Why we picked it" className="list-inside list-disc text-stone-600">
          {pick.reasons.slice(0, 3).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
