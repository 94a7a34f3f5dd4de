/**
 * A board opened from the profile (spec 02 §2.1: 'Opening a moodboard shows a dialog with its
 * items and a Close button'), with a link to the board's own page `/moodboard/{id}`.
 */
import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import type { Product } from '@seamline/shared/contracts/catalogue';
import type { Moodboard } from '@seamline/shared/contracts/collections';
import { MoodboardItems } from '@/components/collections/moodboard-items';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export interface MoodboardDialogProps {
  /** The open board; null keeps the dialog closed. */
  board: Moodboard | null;
  onOpenChange: (open: boolean) => void;
  onOpenProduct: (product: Product) => void;
  isOwner: boolean;
}

export function MoodboardDialog({ board, onOpenChange, onOpenProduct, isOwner }: MoodboardDialogProps) {
  return (
    <Dialog open={board !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {board ? (
          <>
            <DialogHeader>
              <DialogTitle className="flex flex-wrap items-center gap-2">
                {board.name}
                <Badge variant={board.isPublic ? 'default' : 'warning'}>{board.isPublic ? 'Public' : 'Private'}</Badge>
              </DialogTitle>
              <DialogDescription>{board.description || `${board.itemCount} ${board.itemCount === 1 ? 'item' : 'items'}`}</DialogDescription>
            </DialogHeader>
            <MoodboardItems moodboardId={board.id} onOpen={onOpenProduct} isOwner={isOwner} compact />
            <DialogFooter>
              <Button asChild variant="outline">
                <Link to="/moodboard/$moodboardId" params={{ moodboardId: board.id }}>
                  <ExternalLink aria-hidden />
                  Open full page
                </Link>
              </Button>
              <DialogClose asChild>
                <Button>Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
