/**
 * One board on the profile's Moodboards card: the cover (the first item's image, or a quiet
 * placeholder), the name, the item count and a Private badge; the tile opens the board, a
 * separate icon button (owner only) asks to delete it.
 */
import { ImageIcon, Lock, Trash2 } from 'lucide-react';
import type { Moodboard } from '@seamline/shared/contracts/collections';
import { Button } from '@/components/ui/button';

export interface MoodboardTileProps {
  board: Moodboard;
  onOpen: () => void;
  /** Absent for someone else's boards. */
  onDelete?: () => void;
}

const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`);

export function MoodboardTile({ board, onOpen, onDelete }: MoodboardTileProps) {
  return (
    <li className="relative" data-testid="moodboard-tile">
      <button
        type="button"
        onClick={onOpen}
        className="group flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white text-left shadow-sm transition hover:border-stone-300 hover:shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <span className="block aspect-square w-full overflow-hidden bg-gradient-to-br from-stone-100 via-rose-50 to-amber-50">
          {board.coverImage ? (
            <img
              src={board.coverImage}
              alt=""
              loading="lazy"
              data-testid="moodboard-cover"
              className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <span className="flex size-full items-center justify-center" data-testid="moodboard-cover-placeholder">
              <ImageIcon className="size-8 text-stone-300" aria-hidden />
            </span>
          )}
        </span>
        <span className="flex min-w-0 flex-col gap-0.5 p-3">
          {/* The button's name is its text, 'Open moodboard <name>, <n items>' (the visible words
              within it, WCAG 2.5.3 label in name). */}
          <span className="line-clamp-1 text-sm font-medium text-stone-900">
            <span className="sr-only">Open moodboard </span>
            {board.name}
            <span className="sr-only">, </span>
          </span>
          <span className="flex items-center gap-1 whitespace-nowrap text-xs text-stone-500">
            {itemCount(board.itemCount)}
            {board.isPublic ? null : (
              <>
                <span aria-hidden>·</span>
                <Lock className="size-3 shrink-0" aria-hidden />
                Private
              </>
            )}
          </span>
        </span>
      </button>
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete moodboard ${board.name}`}
          className="absolute right-2 top-2 size-8 rounded-full bg-white/90 text-stone-600 shadow-sm backdrop-blur hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden />
        </Button>
      ) : null}
    </li>
  );
}
