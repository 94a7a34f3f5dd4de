/**
 * The Moodboards card of the profile's My Closet tab (spec 02 §2.1): the person's boards
 * (`GET /api/users/{userId}/moodboards`, newest first, at most 100), a working 'Create
 * Moodboard' button, a delete button per board behind a confirmation, and a real empty state
 * ('No moodboards yet') instead of the spec's placeholder card. A board opens in a dialog with
 * its items; a product opens in the product dialog.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, Plus } from 'lucide-react';
import type { Product } from '@seamline/shared/contracts/catalogue';
import type { Moodboard } from '@seamline/shared/contracts/collections';
import { DeleteMoodboardDialog } from '@/components/collections/delete-moodboard-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { moodboardsQueryOptions } from '@/lib/collections/queries';
import { CreateMoodboardDialog } from './create-moodboard-dialog';
import { MoodboardDialog } from './moodboard-dialog';
import { MoodboardTile } from './moodboard-tile';

export interface MoodboardsCardProps {
  /** The signed-in user; the card shows their own boards. */
  userId: string;
  onOpenProduct: (product: Product) => void;
}

export function MoodboardsCard({ userId, onOpenProduct }: MoodboardsCardProps) {
  const boards = useQuery(moodboardsQueryOptions(userId));
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<Moodboard | null>(null);
  const [deleting, setDeleting] = useState<Moodboard | null>(null);

  const createButton = (
    <Button variant="accent" onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      Create Moodboard
    </Button>
  );

  let body;
  if (boards.isPending) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner label="Loading moodboards" />
      </div>
    );
  } else if (boards.isError) {
    body = <LoadError message="Could not load your moodboards" onRetry={() => void boards.refetch()} />;
  } else if (boards.data.items.length === 0) {
    body = (
      <EmptyState icon={LayoutGrid} title="No moodboards yet" hint="Group products you love into boards, then open them any time.">
        {createButton}
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Your moodboards" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {boards.data.items.map((board) => (
          <MoodboardTile key={board.id} board={board} onOpen={() => setOpened(board)} onDelete={() => setDeleting(board)} />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="moodboards-title" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 p-4 pb-3 sm:p-6 sm:pb-3">
        <div>
          <CardTitle id="moodboards-title">Moodboards</CardTitle>
          <CardDescription>Your boards of saved looks.</CardDescription>
        </div>
        {boards.isSuccess && boards.data.items.length > 0 ? createButton : null}
      </CardHeader>
      <CardContent className="p-4 pt-1 sm:p-6 sm:pt-1">{body}</CardContent>
      <CreateMoodboardDialog open={creating} onOpenChange={setCreating} userId={userId} />
      <MoodboardDialog
        board={opened}
        onOpenChange={(open) => !open && setOpened(null)}
        onOpenProduct={onOpenProduct}
        isOwner
      />
      <DeleteMoodboardDialog board={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </Card>
  );
}
