/**
 * Where a moved closet item lands (spec 02 §2.2, §4 closet reorder; issue 7 "dragging (dnd-kit,
 * keyboard accessible) … writes ONE item"). Pure functions shared by every way of moving an item
 * in the organizer — pointer/touch drag, keyboard drag and the 'Move to…' menu — so the new
 * fractional key is computed in exactly one place (`planMove`), and the keyboard's reading-order
 * targets in another (`keyboardTargets`, `stepKeyboardTarget`).
 */
import { generateKeyBetween } from 'fractional-indexing';
import { UNSECTIONED } from '@seamline/shared/contracts/closet-constants';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import type { MoveClosetItemInput } from './mutations';

/** dnd-kit id of a group's own drop area ('the end of this group'); `group` = section id or `UNSECTIONED`. */
export function groupDropId(group: string): string {
  return `group:${group}`;
}

/**
 * The ONE write of a move, or `null` when the item would stay where it is.
 *
 * - `groupItems`: the target group's items in closet order (the moved item may be among them when
 *   it stays in its group). A drop passes the loaded ones (it lands after the last one shown);
 *   'Move to…' passes the whole group (`readWholeGroup`), so `null` is the group's real end.
 * - `overItemId`: the item whose place it takes (dnd-kit sortable semantics: in its own group,
 *   moving down puts it AFTER that item, moving up BEFORE it; in another group BEFORE it), or
 *   `null` = the end of the group ('Move to…', a drop on the group's area). An id not in
 *   `groupItems` also means the end.
 *
 * The key is `generateKeyBetween(previous.order, next.order)` of its new neighbours, so only the
 * moved item is written. Throws (fractional-indexing) only if the neighbours' keys are not in order.
 */
export function planMove(item: ClosetItem, toGroup: string, groupItems: readonly ClosetItem[], overItemId: string | null): MoveClosetItemInput | null {
  if (overItemId === item.id) return null;
  const original = groupItems.findIndex((i) => i.id === item.id);
  const others = groupItems.filter((i) => i.id !== item.id);
  const overIndex = overItemId === null ? -1 : others.findIndex((i) => i.id === overItemId);
  const index = overIndex === -1 ? others.length : original !== -1 && original <= overIndex ? overIndex + 1 : overIndex;
  if (original !== -1 && original === index) return null;
  const order = generateKeyBetween(others[index - 1]?.order ?? null, others[index]?.order ?? null);
  return { item, order, sectionId: toGroup === UNSECTIONED ? null : toGroup };
}

/** One organizer group as the keyboard sees it: its id and its loaded item ids in order. */
export interface KeyboardGroup {
  group: string;
  itemIds: readonly string[];
}

/**
 * The places a keyboard drag visits, in reading order (the groups as shown, each group's items in
 * order): every item (taking its place, see `planMove`), and after the items of each group other
 * than the dragged item's own its drop area (= its end; an EMPTY group is only its drop area).
 * The dragged item's own group has no separate end: its last item already means "after it".
 * Every entry is a distinct landing place, so each arrow press changes where the item would land.
 */
export function keyboardTargets(groups: readonly KeyboardGroup[], activeGroup: string): string[] {
  return groups.flatMap(({ group, itemIds }) => (group === activeGroup && itemIds.length > 0 ? [...itemIds] : [...itemIds, groupDropId(group)]));
}

/**
 * The next keyboard target from `current` (`step` +1 = ArrowDown/ArrowRight, -1 = ArrowUp/ArrowLeft),
 * staying at the first/last target at the ends; `null` when `current` is not a target.
 */
export function stepKeyboardTarget(targets: readonly string[], current: string, step: 1 | -1): string | null {
  const index = targets.indexOf(current);
  if (index === -1) return null;
  return targets[Math.min(targets.length - 1, Math.max(0, index + step))] ?? null;
}
