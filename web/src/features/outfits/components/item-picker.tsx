/**
 * 'Add Items to Your Look' (spec 02 §2.6): tabs From Closet, From Collection and Upload Photo;
 * the closet and collection tabs have sub-tabs Tops, Bottoms, Dresses, Shoes, Accessories (items
 * grouped by the words of their category), each a grid of item cards with an add button. An
 * added item shows a check and cannot be added twice; an empty sub-tab says none found. Items
 * whose category has none of those words (activewear, loungewear…) are under 'Other', shown only
 * when there are some, so no piece of the closet is out of reach.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Check, ImageOff, Plus } from 'lucide-react';
import { OUTFIT_TEXTS, PLAN_GROUPS, type PlanGroup } from '@seamline/shared/contracts/outfits-constants';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { collectionInfiniteQueryOptions } from '@/lib/collections/queries';
import { inGroup, planItemFromCloset, planItemFromCollection, type PlanItem } from '@/lib/outfits/plan';
import { plannerClosetQueryOptions } from '@/lib/outfits/queries';
import { GROUP_LABELS } from '../labels';
import { Panel } from './panel';
import { UploadPanel } from './upload-panel';

export interface ItemPickerProps {
  userId: string;
  plan: readonly PlanItem[];
  onAdd: (item: PlanItem) => void;
  onAddPhotos: (items: PlanItem[]) => void;
  onRemove: (key: string) => void;
  /** Preview URLs of uploaded photos (`usePhotoPreviews` of the dialog). */
  preview: (file: File) => string;
}

export function ItemPicker({ userId, plan, onAdd, onAddPhotos, onRemove, preview }: ItemPickerProps) {
  const closet = useInfiniteQuery(plannerClosetQueryOptions(userId));
  const collection = useInfiniteQuery(collectionInfiniteQueryOptions(userId));
  const added = new Set(plan.map((p) => p.key));
  return (
    <Panel title={OUTFIT_TEXTS.addItems} testId="item-picker">
      <Tabs defaultValue="closet">
        <TabsList aria-label="Where to add items from" className="flex w-full [&>button]:flex-1 [&>button]:px-1.5 [&>button]:text-xs sm:[&>button]:text-sm">
          <TabsTrigger value="closet">{OUTFIT_TEXTS.fromCloset}</TabsTrigger>
          <TabsTrigger value="collection">{OUTFIT_TEXTS.fromCollection}</TabsTrigger>
          <TabsTrigger value="upload">{OUTFIT_TEXTS.uploadPhoto}</TabsTrigger>
        </TabsList>
        <TabsContent value="closet">
          <SourceItems
            name="closet"
            query={closet}
            items={closet.data?.pages.flatMap((p) => p.items.map(planItemFromCloset)) ?? []}
            added={added}
            onAdd={onAdd}
            emptyAll="Your closet is empty. Add items to your closet to plan outfits with them."
            loadError="Your closet could not be loaded."
          />
        </TabsContent>
        <TabsContent value="collection">
          <SourceItems
            name="collection"
            query={collection}
            items={collection.data?.pages.flatMap((p) => p.items.map(planItemFromCollection)) ?? []}
            added={added}
            onAdd={onAdd}
            emptyAll="No saved items yet. Save products from Discover to use them here."
            loadError="Your saved items could not be loaded."
          />
        </TabsContent>
        <TabsContent value="upload">
          <UploadPanel plan={plan} onAdd={onAddPhotos} onRemove={onRemove} preview={preview} />
        </TabsContent>
      </Tabs>
    </Panel>
  );
}

interface SourceItemsProps {
  name: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  items: PlanItem[];
  added: ReadonlySet<string>;
  onAdd: (item: PlanItem) => void;
  emptyAll: string;
  loadError: string;
}

function SourceItems({ name, query, items, added, onAdd, emptyAll, loadError }: SourceItemsProps) {
  if (query.isPending) {
    return (
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" aria-label={`Loading ${name}`}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="aspect-[3/4] animate-pulse rounded-xl bg-stone-200" />
        ))}
      </ul>
    );
  }
  if (query.isError) return <LoadError message={loadError} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">{emptyAll}</p>;
  const groups: (PlanGroup | 'other')[] = [...PLAN_GROUPS, ...(inGroup(items, 'other').length > 0 ? (['other'] as const) : [])];
  return (
    <Tabs defaultValue="tops">
      <TabsList aria-label="Kinds of items" className="flex h-auto w-full flex-wrap justify-start bg-transparent p-0 [&>button]:h-8 [&>button]:rounded-full [&>button]:border [&>button]:border-stone-200 [&>button]:px-3 [&>button]:text-xs">
        {groups.map((g) => (
          <TabsTrigger key={g} value={g} className="data-[state=active]:border-stone-900 data-[state=active]:bg-stone-900 data-[state=active]:text-white">
            {GROUP_LABELS[g]}
          </TabsTrigger>
        ))}
      </TabsList>
      {groups.map((g) => {
        const list = inGroup(items, g);
        return (
          <TabsContent key={g} value={g} className="mt-3">
            {list.length === 0 ? (
              <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">No {GROUP_LABELS[g].toLowerCase()} found</p>
            ) : (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" aria-label={`${GROUP_LABELS[g]} in your ${name}`}>
                {list.map((item) => (
                  <li key={item.key}>
                    <PickerCard item={item} added={added.has(item.key)} onAdd={() => onAdd(item)} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
      <LoadMore query={query} />
    </Tabs>
  );
}

/** An item card with its add button; once added it shows a check and cannot be added again. */
function PickerCard({ item, added, onAdd }: { item: PlanItem; added: boolean; onAdd: () => void }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white" data-testid="picker-item" data-added={added || undefined}>
      <div className="relative aspect-square bg-stone-50">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <ImageOff className="absolute inset-0 m-auto size-6 text-stone-400" aria-hidden />
        )}
        {added ? (
          <span className="absolute right-1.5 top-1.5 flex size-6 items-center justify-center rounded-full bg-emerald-700 text-white shadow" aria-hidden>
            <Check className="size-4" />
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-2">
        <p className="line-clamp-2 text-xs font-medium text-stone-900">{item.name}</p>
        {item.brand ? <p className="truncate text-xs text-stone-600">{item.brand}</p> : null}
        {/* aria-disabled, not disabled: the button keeps keyboard focus after the press that added it. */}
        <Button
          size="sm"
          variant={added ? 'secondary' : 'outline'}
          className="mt-auto w-full aria-disabled:cursor-default aria-disabled:text-stone-600"
          onClick={added ? undefined : onAdd}
          aria-disabled={added || undefined}
          aria-label={added ? `${item.name} added` : `Add ${item.name}`}
        >
          {added ? <Check aria-hidden /> : <Plus aria-hidden />}
          {added ? 'Added' : 'Add'}
        </Button>
      </div>
    </div>
  );
}
