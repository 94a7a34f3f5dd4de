/**
 * One group of the organizer (spec 02 §2.2): a section (with Edit / Delete in design mode) or
 * 'My Items' (unsectioned). Its items load with `?sectionId=` page by page ("Load more"). In
 * design mode the group's area is a dnd-kit droppable (= its end; an empty section accepts items
 * there), it holds a `SortableContext` of its loaded items, and each item has 'Move to…'.
 */
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { groupDropId } from '@/lib/closet/move-plan';
import { closetGroupInfiniteQueryOptions } from '@/lib/closet/queries';
import { cn } from '@/lib/utils';
import { ClosetItemCard, SortableClosetItem, type ClosetView, type MoveTarget } from './closet-item-card';

export interface ClosetGroupProps {
  closetId: string;
  /** Section id or `UNSECTIONED`. */
  group: string;
  title: string;
  description?: string | null;
  view: ClosetView;
  design: boolean;
  onOpenItem: (item: ClosetItem) => void;
  onEditItem: (item: ClosetItem) => void;
  onDeleteItem: (item: ClosetItem) => void;
  /** Every group of the organizer in order ('Move to…' lists them, this one excluded). */
  moveTargets: readonly MoveTarget[];
  /** 'Move to…' chose `group` for `item` (design mode). */
  onMoveItem: (item: ClosetItem, group: string) => void;
  /** Sections only (design mode). */
  onEditSection?: () => void;
  onDeleteSection?: () => void;
}

const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`);

export function ClosetGroup(props: ClosetGroupProps) {
  const { closetId, group, title, description, view, design } = props;
  const query = useInfiniteQuery(closetGroupInfiniteQueryOptions(closetId, group));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  // The group's own area = its end: an empty section's only target; for a group with items the
  // organizer's collision prefers the item under the pointer, and keyboard moves name it explicitly.
  const { setNodeRef, isOver } = useDroppable({
    id: groupDropId(group),
    data: { group },
    disabled: !design,
  });
  const moveTargets = props.moveTargets.filter((t) => t.group !== group);
  const headingId = `closet-group-${group}`;
  const listClass = view === 'grid' ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4' : 'grid gap-2';

  return (
    <section aria-labelledby={headingId} data-testid="closet-group" data-group-title={title} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {design && query.isSuccess ? <Badge variant="accent">Drag to reorder • {itemCount(items.length)}</Badge> : null}
        {design && props.onEditSection ? (
          <div className="ml-auto flex gap-1">
            <Button size="sm" variant="outline" onClick={props.onEditSection} aria-label={`Edit section ${title}`}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button size="sm" variant="outline" className="text-red-700" onClick={props.onDeleteSection} aria-label={`Delete section ${title}`}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </div>
        ) : null}
      </div>
      {description ? <p className="-mt-2 text-sm text-stone-600">{description}</p> : null}
      {query.isPending ? (
        <ul className={listClass} aria-label={`Loading ${title}`}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className={cn('animate-pulse rounded-xl bg-stone-200', view === 'grid' ? 'aspect-square' : 'h-20')} />
          ))}
        </ul>
      ) : query.isError ? (
        <LoadError message={`Could not load ${title}.`} onRetry={() => void query.refetch()} />
      ) : (
        <div
          ref={setNodeRef}
          className={cn('rounded-xl', design && 'min-h-24 border border-dashed border-stone-300 p-2', isOver && 'border-brand-500 bg-brand-50')}
        >
          {items.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-stone-500">{design ? 'Drag items here' : 'No items in this section yet'}</p>
          ) : design ? (
            <SortableContext items={items.map((i) => i.id)} strategy={view === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
              <ul className={listClass} aria-label={title}>
                {items.map((item) => (
                  <SortableClosetItem
                    key={item.id}
                    group={group}
                    item={item}
                    view={view}
                    onOpen={() => props.onOpenItem(item)}
                    onEdit={() => props.onEditItem(item)}
                    onDelete={() => props.onDeleteItem(item)}
                    moveTargets={moveTargets}
                    onMove={(to) => props.onMoveItem(item, to)}
                  />
                ))}
              </ul>
            </SortableContext>
          ) : (
            <ul className={listClass} aria-label={title}>
              {items.map((item) => (
                <li key={item.id}>
                  <ClosetItemCard item={item} view={view} onOpen={() => props.onOpenItem(item)} />
                </li>
              ))}
            </ul>
          )}
          <LoadMore query={query} />
        </div>
      )}
    </section>
  );
}
