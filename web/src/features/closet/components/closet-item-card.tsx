/**
 * One closet item in the organizer or the profile preview (spec 02 §2.1, §2.2): the first
 * image (or a placeholder), name, brand/size; in grid view a square tile, in list view a row.
 * The tile opens Item details. In design mode (owner) it shows Edit and Delete buttons over the
 * item, a drag handle (dnd-kit `useSortable` in `SortableClosetItem`) and, in the organizer,
 * 'Move to…' (a menu of the other groups: the item goes to that group's end, no drag needed).
 */
import type { HTMLAttributes, Ref } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FolderInput, GripVertical, Pencil, Shirt, Trash2 } from 'lucide-react';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

export type ClosetView = 'grid' | 'list';

/** A group an item can be moved to with 'Move to…': section id or `UNSECTIONED`, and its title. */
export interface MoveTarget {
  group: string;
  title: string;
}

export interface ClosetItemCardProps {
  item: ClosetItem;
  view: ClosetView;
  onOpen: () => void;
  /** Design mode only. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** Design mode in the organizer: 'Move to…' lists these groups (its own excluded by the caller). */
  moveTargets?: readonly MoveTarget[];
  onMove?: (group: string) => void;
  /** Props of the drag handle (design mode), from `useSortable`. */
  handle?: HTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };
  dragging?: boolean;
}

export function ClosetItemCard({ item, view, onOpen, onEdit, onDelete, moveTargets, onMove, handle, dragging }: ClosetItemCardProps) {
  const image = item.images[0]?.thumbUrl ?? null;
  const meta = [item.brand, item.size && `Size ${item.size}`].filter(Boolean).join(' · ');
  const list = view === 'list';
  return (
    <div
      data-testid="closet-item"
      data-item-name={item.name}
      className={cn(
        'relative overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm',
        list && 'flex items-center gap-3 p-2',
        dragging && 'opacity-60 ring-2 ring-brand-500',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'group text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
          list ? 'flex min-w-0 flex-1 items-center gap-3' : 'block w-full',
        )}
      >
        <span className={cn('block overflow-hidden bg-stone-100', list ? 'size-16 shrink-0 rounded-lg' : 'aspect-square w-full')}>
          {image ? (
            <img src={image} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center">
              <Shirt className="size-8 text-stone-300" aria-hidden />
            </span>
          )}
        </span>
        <span className={cn('block min-w-0', !list && 'p-2')}>
          {/* The name is the text, 'Open <name> <details>' (WCAG 2.5.3 label in name). */}
          <span className="block truncate text-sm font-medium text-stone-900">
            <span className="sr-only">Open </span>
            {item.name}
          </span>
          {meta ? <span className="block truncate text-xs text-stone-500">{meta}</span> : null}
        </span>
      </button>
      {onEdit || onDelete || onMove || handle ? (
        <div className={cn('flex gap-1', list ? 'shrink-0' : 'absolute right-1.5 top-1.5')}>
          {handle ? (
            <button
              type="button"
              {...handle}
              aria-label={`Drag ${item.name}`}
              title="Drag to move, or press Space and use the arrow keys"
              className="flex size-8 cursor-grab touch-none items-center justify-center rounded-md bg-white/90 text-stone-700 shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <GripVertical className="size-4" aria-hidden />
            </button>
          ) : null}
          {onMove && moveTargets && moveTargets.length > 0 ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button size="icon" variant="outline" className="size-8 bg-white/90" aria-label={`Move ${item.name} to…`} title="Move to…">
                  <FolderInput aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel className="text-xs font-medium text-stone-500">Move to…</DropdownMenuLabel>
                {moveTargets.map((t) => (
                  <DropdownMenuItem key={t.group} onSelect={() => onMove(t.group)}>
                    {t.title}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
          {onEdit ? (
            <Button size="icon" variant="outline" className="size-8 bg-white/90" onClick={onEdit} aria-label={`Edit ${item.name}`}>
              <Pencil aria-hidden />
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="icon" variant="outline" className="size-8 bg-white/90 text-red-700" onClick={onDelete} aria-label={`Delete ${item.name}`}>
              <Trash2 aria-hidden />
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** `ClosetItemCard` as a dnd-kit sortable of its group (`data.group` = section id or 'unsectioned'). */
export function SortableClosetItem(props: Omit<ClosetItemCardProps, 'handle' | 'dragging'> & { group: string }) {
  const { item, group } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    data: { group, item },
  });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <ClosetItemCard {...props} dragging={isDragging} handle={{ ...attributes, ...listeners, ref: setActivatorNodeRef }} />
    </li>
  );
}
