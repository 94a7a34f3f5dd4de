/**
 * Search results (`/search?q=`, issue 17 §4), opened from the header's 'Search styles...' box:
 * Products (the whole catalogue searched on the server: `GET /api/products?q=`, relevance order,
 * "Load more") and People (`GET /api/users/search`, the Connect search). Each tab has its
 * loading, empty and error states; a product opens the product dialog.
 */
import { lazy, Suspense, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { ProductCard, ProductCardSkeleton } from '@/components/catalogue/product-card';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { PersonCardGrid } from '@/components/people/person-card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { productsQueryOptions } from '@/lib/catalogue/queries';
import { searchQueryOptions, SEARCH_MAX_LENGTH } from '@/lib/people/search';
import { useCurrentUser } from '@/lib/session';
import type { SearchTab } from '../search-params';

const ProductDialog = lazy(() => import('@/components/catalogue/product-dialog').then((m) => ({ default: m.ProductDialog })));
const SaveItemDialog = lazy(() => import('@/components/catalogue/save-item-dialog').then((m) => ({ default: m.SaveItemDialog })));

const route = getRouteApi('/_authed/_shell/search');
const MASONRY = 'columns-2 gap-3 sm:gap-4 md:columns-3 xl:columns-4 [&>*]:mb-3 sm:[&>*]:mb-4 [&>*]:break-inside-avoid';

export function SearchScreen() {
  const user = useCurrentUser();
  const { q = '', tab = 'products' } = route.useSearch();
  const navigate = route.useNavigate();
  if (!user) return null;
  const setTab = (value: string) => void navigate({ search: (prev) => ({ ...prev, tab: value === 'people' ? ('people' as SearchTab) : undefined }), replace: true });
  return (
    <>
      <PageHeader title={q ? `Results for "${q}"` : 'Search'} description={q ? undefined : 'Type in the search box to find products and people.'} />
      {q ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Search results">
            <TabsTrigger value="products">Products</TabsTrigger>
            <TabsTrigger value="people">People</TabsTrigger>
          </TabsList>
          <TabsContent value="products">
            <ProductResults q={q} viewerId={user.id} />
          </TabsContent>
          <TabsContent value="people">
            <PeopleResults q={q.slice(0, SEARCH_MAX_LENGTH)} viewerId={user.id} />
          </TabsContent>
        </Tabs>
      ) : null}
    </>
  );
}

function ProductResults({ q, viewerId }: { q: string; viewerId: string }) {
  const query = useInfiniteQuery(productsQueryOptions(null, q));
  const products = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [opened, setOpened] = useState<Product | null>(null);
  const [saving, setSaving] = useState<Product | null>(null);
  return (
    <section aria-label="Products">
      <p role="status" className="sr-only">
        {query.isSuccess ? `${products.length}${query.hasNextPage ? '+' : ''} products found` : ''}
      </p>
      {query.isPending ? (
        <div role="status" aria-label="Searching products" className={MASONRY}>
          {Array.from({ length: 8 }, (_, i) => (
            <ProductCardSkeleton key={i} heightVariant={i} />
          ))}
        </div>
      ) : query.isError && products.length === 0 ? (
        <LoadError message="Search failed." onRetry={() => void query.refetch()} />
      ) : products.length === 0 ? (
        <EmptyState icon={SearchX} title={`No products match "${q}"`} hint="Try fewer words or another spelling." />
      ) : (
        <ul aria-label={`Products matching ${q}`} className={MASONRY}>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} viewerId={viewerId} onOpen={setOpened} onSave={setSaving} heightVariant={index} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {products.length > 0 ? <LoadMore query={query} /> : null}
      {opened ? (
        <Suspense fallback={null}>
          <ProductDialog product={opened} open onOpenChange={(open) => (open ? undefined : setOpened(null))} source="discover" />
        </Suspense>
      ) : null}
      {saving ? (
        <Suspense fallback={null}>
          <SaveItemDialog product={saving} open onOpenChange={(open) => (open ? undefined : setSaving(null))} sourceType="discover" />
        </Suspense>
      ) : null}
    </section>
  );
}

function PeopleResults({ q, viewerId }: { q: string; viewerId: string }) {
  const query = useInfiniteQuery(searchQueryOptions(q));
  const people = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label="People">
      {query.isPending ? (
        <Spinner label="Searching people" />
      ) : query.isError && people.length === 0 ? (
        <LoadError message="Search failed." onRetry={() => void query.refetch()} />
      ) : people.length === 0 ? (
        <EmptyState icon={SearchX} title={`No users found matching "${q}"`} />
      ) : (
        <>
          <PersonCardGrid people={people} viewerId={viewerId} label={`People matching ${q}`} />
          <LoadMore query={query} />
        </>
      )}
    </section>
  );
}
