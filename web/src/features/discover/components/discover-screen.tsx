/**
 * Discover tab (spec 02 §2.11): the mobile-only search box (filters the loaded products by
 * name or brand), category chips, 'Trending Now', and the modes Similar Users (default),
 * AI Picks and Products ('Discover Items' masonry grid). Mode, category and the open product
 * live in the URL (`?mode=&category=&product=`), so back/forward and shared links
 * (`/discover?product=<id>`) work. Clicking a card opens the product dialog; a card's save
 * button opens the Save Item dialog.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { toast } from 'sonner';
import type { Product, ProductCategory } from '@seamline/shared/contracts/catalogue';
import { PageHeader } from '@/components/page-header';
import { RenderAfterPaint } from '@/components/render-after-paint';
import { SearchInput } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { InteractionSource } from '@/lib/catalogue/mutations';
import { productQueryOptions } from '@/lib/catalogue/queries';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { DISCOVER_MODES, type DiscoverMode } from '../discover-search';
import { AiPicks } from './ai-picks';
import { CategoryChips } from './category-chips';
import { RecentlyViewed } from './recently-viewed-row';
import { DiscoverItems } from './discover-items';
import { SimilarUsers } from './similar-users';
import { TrendingNow } from './trending-now';

const route = getRouteApi('/_authed/_shell/discover');

// The dialogs (and their form library) load on first use, not with the page.
const ProductDialog = lazy(() => import('@/components/catalogue/product-dialog').then((m) => ({ default: m.ProductDialog })));
const SaveItemDialog = lazy(() => import('@/components/catalogue/save-item-dialog').then((m) => ({ default: m.SaveItemDialog })));

export function DiscoverScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <Discover viewerId={user.id} />;
}

function Discover({ viewerId }: { viewerId: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const mode: DiscoverMode = search.mode ?? 'users';
  const category = search.category ?? null;
  const [text, setText] = useState('');
  const term = text.trim();

  // The product dialog: a clicked card keeps its product (no refetch); a deep link loads it.
  const [opened, setOpened] = useState<{ product: Product; source: InteractionSource } | null>(null);
  const [saving, setSaving] = useState<Product | null>(null);
  const productId = search.product;
  const fromCard = opened && opened.product.id === productId ? opened : null;
  const linked = useQuery({ ...productQueryOptions(productId ?? ''), enabled: Boolean(productId) && !fromCard, retry: false });
  const dialogProduct = fromCard?.product ?? (productId ? (linked.data ?? null) : null);

  const closeProduct = useCallback(() => void navigate({ search: (prev) => ({ ...prev, product: undefined }), replace: true }), [navigate]);
  const linkFailed = Boolean(productId) && !fromCard && linked.isError;
  const linkError = linked.error;
  useEffect(() => {
    if (!linkFailed) return;
    // A link to a product that does not exist (or failed to load): say so and drop it from the URL.
    const message = linkError instanceof ApiError && (linkError.status === 404 || linkError.status === 400) ? 'Product not found' : 'The product could not be loaded';
    toast.error('Error', { description: message });
    closeProduct();
  }, [linkFailed, linkError, closeProduct]);

  const openProduct = (source: InteractionSource) => (product: Product) => {
    setOpened({ product, source });
    void navigate({ search: (prev) => ({ ...prev, product: product.id }) });
  };
  const setMode = (value: string) => {
    const next = DISCOVER_MODES.find((m) => m === value) ?? 'users';
    void navigate({ search: (prev) => ({ ...prev, mode: next === 'users' ? undefined : next }), replace: true });
  };
  const setCategory = (value: ProductCategory | null) => void navigate({ search: (prev) => ({ ...prev, category: value ?? undefined }), replace: true });

  return (
    <>
      <PageHeader title="Discover" description="Find people who share your fit, AI picks in your size and new pieces to try." />
      {/* The page's body renders right after its header, in a time-sliced (interruptible) render,
          so no single long task holds the main thread while the page first appears. */}
      <RenderAfterPaint fallback={<div aria-busy="true" aria-label="Loading" className="min-h-[60vh]" />}>
        <div className="mb-4 md:hidden">
          <SearchInput
            id="discover-search"
            label="Search products by name or brand"
            placeholder="Search products or brands"
            maxLength={60}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              // The box searches products: from Similar Users, show the product grid.
              if (mode === 'users' && e.target.value.trim()) setMode('products');
            }}
          />
        </div>
        <div className="mb-6">
          <CategoryChips value={category} onChange={setCategory} />
        </div>
        <TrendingNow viewerId={viewerId} onOpen={openProduct('trending')} onSave={setSaving} />
        {/* Below the fold on phones: a second stage, after Trending has committed. */}
        <RenderAfterPaint fallback={<div aria-busy="true" aria-label="Loading" className="min-h-56" />}>
          <RecentlyViewed viewerId={viewerId} onOpen={openProduct('discover')} />
          <Tabs value={mode} onValueChange={setMode}>
            <TabsList aria-label="Discover mode" className="max-w-full overflow-x-auto">
              <TabsTrigger value="users">Similar Users</TabsTrigger>
              <TabsTrigger value="recommendations">AI Picks</TabsTrigger>
              <TabsTrigger value="products">Products</TabsTrigger>
            </TabsList>
            <TabsContent value="users">
              <SimilarUsers viewerId={viewerId} />
            </TabsContent>
            <TabsContent value="recommendations">
              <AiPicks viewerId={viewerId} category={category} term={term} onOpen={openProduct('recommendations')} onSave={setSaving} />
            </TabsContent>
            <TabsContent value="products">
              <DiscoverItems viewerId={viewerId} category={category} term={term} onOpen={openProduct('discover')} onSave={setSaving} />
            </TabsContent>
          </Tabs>
        </RenderAfterPaint>
      </RenderAfterPaint>
      {productId ? (
        <Suspense fallback={null}>
          <ProductDialog
            product={dialogProduct}
            open={dialogProduct !== null}
            onOpenChange={(open) => {
              if (!open) closeProduct();
            }}
            source={fromCard?.source ?? 'link'}
          />
        </Suspense>
      ) : null}
      {saving ? (
        <Suspense fallback={null}>
          <SaveItemDialog product={saving} open onOpenChange={(open) => (open ? undefined : setSaving(null))} sourceType="discover" />
        </Suspense>
      ) : null}
    </>
  );
}
