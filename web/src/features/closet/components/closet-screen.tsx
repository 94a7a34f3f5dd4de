/**
 * The closet organizer of `/closet/{userId}` (spec 02 §2.2, §4 closet reorder), shown under the
 * person's profile header (`PersonProfileScreen`). Anyone signed in
 * may look at a public closet (read-only); a private one of someone else answers 403 and shows
 * 'This closet is private'. Grid/list view is kept in the URL (`?view=`). The owner's design
 * mode adds 'Add Section', section Edit/Delete, item Edit/Delete overlays, dnd-kit dragging
 * within and between groups, and 'Move to…' on each item (no drag: to the end of another group).
 * Pointer and touch drop on the item or group area under the pointer; the keyboard (drag handle,
 * Space, arrows, Space) steps through every group's items in reading order, an empty section's
 * area and each other group's end included (`keyboardTargets`), announced in a live region.
 * Every path computes the item's new key with ONE function (`planMove`: `generateKeyBetween`
 * of its new neighbours) and sends ONE `PATCH /api/closet-items/{itemId}`; the cache moves the
 * item at once. */
import { useRef, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCorners,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { LayoutGrid, List, Lock, Plus, Shirt } from 'lucide-react';
import { toast } from 'sonner';
import { CLOSET_TOASTS, UNSECTIONED } from '@seamline/shared/contracts/closet-constants';
import type { ClosetItem, ClosetSection } from '@seamline/shared/contracts/closet';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { closetKeys } from '@/lib/closet/query-keys';
import { useDeleteSection, useMoveClosetItem, type MoveClosetItemInput } from '@/lib/closet/mutations';
import { keyboardTargets, planMove, stepKeyboardTarget } from '@/lib/closet/move-plan';
import { closetPreviewQueryOptions, closetSectionsQueryOptions, isPrivateClosetError, readWholeGroup, type ClosetItemPage } from '@/lib/closet/queries';
import { ClosetConfirmDialog, DeleteClosetItemDialog } from './closet-confirm-dialog';
import { ClosetGroup } from './closet-group';
import { AddCustomItemDialog, EditItemDialog, ItemDetailsDialog } from './closet-item-dialogs';
import { SectionDialog } from './section-dialog';

const route = getRouteApi('/_authed/_shell/closet/$userId');

type DragData = { group: string; item?: ClosetItem };

const isGroupId = (id: UniqueIdentifier) => String(id).startsWith('group:');

const ARROWS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** dnd-kit's text for the drag handles' `aria-describedby` (keyboard users). */
const screenReaderInstructions = {
  draggable:
    'To move this item, press Space or Enter to pick it up. Use the arrow keys to move it through the items of every group in reading order: ' +
    'past the last item of a group it goes into the next group, including an empty section. Press Space or Enter to drop it, or Escape to cancel. ' +
    'The Move to menu next to it does the same without dragging.',
};

/** 'This closet is private' (someone else's closet without `publicDisplay`). */
export function PrivateCloset() {
  return <EmptyState icon={Lock} title="This closet is private" hint="Only its owner can see it." />;
}

/** `closetId` = the owner's user id; `own` = the signed-in user is the owner (design mode allowed). */
export function ClosetOrganizer({ closetId, own }: { closetId: string; own: boolean }) {
  const { view = 'grid' } = route.useSearch();
  const navigate = useNavigate({ from: '/closet/$userId' });
  const queryClient = useQueryClient();
  const sections = useQuery(closetSectionsQueryOptions(closetId));
  const summary = useQuery(closetPreviewQueryOptions(closetId));
  const move = useMoveClosetItem();
  const deleteSection = useDeleteSection();

  const [design, setDesign] = useState(false);
  const [sectionDialog, setSectionDialog] = useState<{ section: ClosetSection | null } | null>(null);
  const [sectionToDelete, setSectionToDelete] = useState<ClosetSection | null>(null);
  const [itemToDelete, setItemToDelete] = useState<ClosetItem | null>(null);
  const [opened, setOpened] = useState<ClosetItem | null>(null);
  const [editing, setEditing] = useState<ClosetItem | null>(null);
  const [adding, setAdding] = useState(false);

  const groupItems = (group: string): ClosetItem[] =>
    queryClient.getQueryData<InfiniteData<ClosetItemPage>>(closetKeys.items(closetId, group))?.pages.flatMap((p) => p.items) ?? [];
  const groupIds = (): string[] => [...(sections.data?.items.map((s) => s.id) ?? []), UNSECTIONED];

  // Keyboard drags do not follow geometry: the arrows step through `keyboardTargets` (reading
  // order over all groups) and the collision answers exactly the target reached.
  const keyboardTarget = useRef<UniqueIdentifier | null>(null);
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context: { active, collisionRect, droppableRects } }) => {
    const step = ARROWS[event.code];
    if (!step) return undefined;
    event.preventDefault();
    const activeGroup = (active?.data.current as DragData | undefined)?.group;
    if (!active || !collisionRect || !activeGroup) return undefined;
    const targets = keyboardTargets(
      groupIds().map((group) => ({ group, itemIds: groupItems(group).map((i) => i.id) })),
      activeGroup,
    );
    const next = stepKeyboardTarget(targets, String(keyboardTarget.current ?? active.id), step);
    const rect = next === null ? undefined : droppableRects.get(next);
    if (next === null || !rect) return undefined;
    keyboardTarget.current = next;
    // An item: its place. A group's drop area: its bottom-left corner (its end).
    return isGroupId(next) ? { x: rect.left, y: Math.max(rect.top, rect.bottom - collisionRect.height) } : { x: rect.left, y: rect.top };
  };
  const collision: CollisionDetection = (args) => {
    const target = keyboardTarget.current;
    if (target !== null) {
      const container = args.droppableContainers.find((c) => c.id === target);
      return container ? [{ id: target, data: { droppableContainer: container, value: 0 } }] : [];
    }
    // Pointer and touch: an item under the pointer before the group area around it.
    const byPointer = pointerWithin(args).sort((a, b) => Number(isGroupId(a.id)) - Number(isGroupId(b.id)));
    return byPointer.length > 0 ? byPointer : closestCorners(args);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  /** Whether this drag has announced a position yet (see `onDragOver`). */
  const announcedMove = useRef(false);
  const groupTitle = (group: string) => (group === UNSECTIONED ? 'My Items' : (sections.data?.items.find((s) => s.id === group)?.name ?? 'a section'));
  const nameOf = (id: string | number, data?: DragData) => data?.item?.name ?? String(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedMove.current = false;
      return `Picked up ${nameOf(active.id, active.data.current as DragData)} in ${groupTitle((active.data.current as DragData).group)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      // dnd-kit reports the item over its own place right after the pick-up: keep 'Picked up …' then.
      if (over.id === active.id && !announcedMove.current) return undefined;
      announcedMove.current = true;
      const data = over.data.current as DragData & { sortable?: { index: number } };
      const from = active.data.current as DragData & { sortable?: { index: number } };
      const after = data.group === from.group && (data.sortable?.index ?? 0) > (from.sortable?.index ?? 0);
      const where = over.id === active.id ? 'in its own place' : data.item ? `${after ? 'after' : 'before'} ${data.item.name}` : 'at the end';
      return `${nameOf(active.id, active.data.current as DragData)} is over ${groupTitle(data.group)}, ${where}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id, active.data.current as DragData)} was dropped in ${groupTitle((over.data.current as DragData).group)}.`
        : `${nameOf(active.id, active.data.current as DragData)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id, active.data.current as DragData)} was cancelled.`,
  };

  /** Send the ONE write of a planned move (`planMove`); toasts §8's texts. */
  const send = (planned: MoveClosetItemInput | null) => {
    if (!planned) return;
    move.mutate(planned, {
      onSuccess: () => toast.success(CLOSET_TOASTS.reorganized.title),
      onError: () =>
        toast.error(CLOSET_TOASTS.reorganizeFailed.title, {
          description: CLOSET_TOASTS.reorganizeFailed.description,
        }),
    });
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    keyboardTarget.current = activatorEvent instanceof KeyboardEvent ? active.id : null;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    keyboardTarget.current = null;
    const from = active.data.current as DragData | undefined;
    const to = over?.data.current as DragData | undefined;
    if (!from?.item || !to || !over) return;
    // On an item: take its place; on a group's area: its end.
    send(planMove(from.item, to.group, groupItems(to.group), to.item ? String(over.id) : null));
  };

  /** 'Move to…': the end of `group` (its unloaded pages read first, so it is the real end). */
  const moveToGroup = (item: ClosetItem, group: string) => {
    readWholeGroup(queryClient, closetId, group).then(
      (items) => send(planMove(item, group, items, null)),
      () =>
        toast.error(CLOSET_TOASTS.reorganizeFailed.title, {
          description: CLOSET_TOASTS.reorganizeFailed.description,
        }),
    );
  };

  const total = summary.data?.total;
  const header = (
    <p className="mb-2 text-sm text-stone-600" data-testid="closet-total">
      {total === undefined ? '\u00a0' : total === 1 ? '1 item' : `${total} items`}
    </p>
  );

  if (isPrivateClosetError(sections.error) || isPrivateClosetError(summary.error)) {
    return (
      <>
        {header}
        <PrivateCloset />
      </>
    );
  }

  const groupProps = {
    closetId,
    view,
    design: own && design,
    onOpenItem: setOpened,
    onEditItem: setEditing,
    onDeleteItem: setItemToDelete,
    moveTargets: [...(sections.data?.items ?? []).map((s) => ({ group: s.id, title: s.name })), { group: UNSECTIONED, title: 'My Items' }],
    onMoveItem: moveToGroup,
  };

  return (
    <>
      {header}
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div role="group" aria-label="View" className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5">
          {(['grid', 'list'] as const).map((v) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? 'default' : 'ghost'}
              aria-pressed={view === v}
              onClick={() => void navigate({ search: (s) => ({ ...s, view: v }), replace: true })}
            >
              {v === 'grid' ? <LayoutGrid aria-hidden /> : <List aria-hidden />}
              {v === 'grid' ? 'Grid' : 'List'}
            </Button>
          ))}
        </div>
        {own ? (
          <div className="ml-auto flex flex-wrap gap-2">
            {design ? (
              <Button variant="outline" onClick={() => setSectionDialog({ section: null })}>
                <Plus aria-hidden /> Add Section
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setAdding(true)}>
                <Plus aria-hidden /> Add Items
              </Button>
            )}
            <Button variant={design ? 'accent' : 'default'} aria-pressed={design} onClick={() => setDesign(!design)}>
              {design ? 'Exit Design' : 'Design Closet'}
            </Button>
          </div>
        ) : null}
      </div>
      {sections.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Loading closet">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="aspect-square animate-pulse rounded-xl bg-stone-200" />
          ))}
        </div>
      ) : sections.isError ? (
        <LoadError message="Could not load this closet." onRetry={() => void sections.refetch()} />
      ) : total === 0 && sections.data.items.length === 0 && !design ? (
        <EmptyState icon={Shirt} title={own ? 'No items in your closet yet' : 'No items in this closet yet'}>
          {own ? <Button onClick={() => setAdding(true)}>Add Your First Item</Button> : null}
        </EmptyState>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => (keyboardTarget.current = null)}
          accessibility={{ announcements, screenReaderInstructions }}
        >
          <div className="grid gap-8">
            {sections.data.items.map((section) => (
              <ClosetGroup
                key={section.id}
                {...groupProps}
                group={section.id}
                title={section.name}
                description={section.description}
                onEditSection={() => setSectionDialog({ section })}
                onDeleteSection={() => setSectionToDelete(section)}
              />
            ))}
            <ClosetGroup {...groupProps} group={UNSECTIONED} title="My Items" />
          </div>
        </DndContext>
      )}

      <SectionDialog closetId={closetId} open={sectionDialog !== null} onOpenChange={(o) => !o && setSectionDialog(null)} section={sectionDialog?.section} />
      <ClosetConfirmDialog
        open={sectionToDelete !== null}
        onOpenChange={(o) => !o && setSectionToDelete(null)}
        title="Delete Section"
        description={`Delete "${sectionToDelete?.name ?? ''}"? Its items will move to My Items.`}
        confirmLabel="Delete Section"
        pending={deleteSection.isPending}
        onConfirm={() =>
          sectionToDelete &&
          deleteSection.mutate(
            { closetId, sectionId: sectionToDelete.id },
            {
              onSuccess: () => (toast.success(CLOSET_TOASTS.sectionDeleted.title), setSectionToDelete(null)),
              onError: () =>
                toast.error('Error', {
                  description: 'Could not delete the section. Please try again.',
                }),
            },
          )
        }
      />
      <DeleteClosetItemDialog item={itemToDelete} onClose={() => setItemToDelete(null)} />
      {opened ? <ItemDetailsDialog item={opened} open onOpenChange={(o) => !o && setOpened(null)} canEdit={own} viewerId={own ? closetId : undefined} /> : null}
      {editing ? <EditItemDialog item={editing} open onOpenChange={(o) => !o && setEditing(null)} /> : null}
      {own ? <AddCustomItemDialog closetId={closetId} open={adding} onOpenChange={setAdding} /> : null}
    </>
  );
}
