/**
 * `/moodboard/{moodboardId}` (spec 02 §2: the moodboard detail): the board's name, description,
 * owner and Public/Private badge, then its items (`GET /api/moodboards/{id}/items`, "Load
 * more"); a tapped item opens the product dialog. The owner may delete the board (the same
 * confirmation as on the profile), then lands on /profile. A private board of someone else
 * answers 404 like a missing one: 'Moodboard not found' with a way back.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { SearchX, Trash2 } from 'lucide-react';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { MOODBOARD_ERRORS } from '@seamline/shared/contracts/collections-constants';
import { ProductDialog } from '@/components/catalogue/product-dialog';
import { DeleteMoodboardDialog } from '@/components/collections/delete-moodboard-dialog';
import { MoodboardItems } from '@/components/collections/moodboard-items';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { moodboardQueryOptions } from '@/lib/collections/queries';
import { useCurrentUser } from '@/lib/session';
import { MoodboardOwner } from './moodboard-owner';

const route = getRouteApi('/_authed/_shell/moodboard/$moodboardId');

/** 404 (missing, or someone else's private board) and 400 (not an id) both read as not found. */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403);

export function MoodboardScreen() {
  const { moodboardId } = route.useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const board = useQuery(moodboardQueryOptions(moodboardId));
  const [confirming, setConfirming] = useState(false);
  const [product, setProduct] = useState<Product | null>(null);
  if (!user) return null;

  if (board.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading moodboard" />
      </div>
    );
  }
  if (board.isError) {
    // The screen keeps its title (every screen has one h1) above the not-found and error states.
    if (isNotFound(board.error)) {
      return (
        <>
          <PageHeader title="Moodboard" />
          <EmptyState icon={SearchX} title={MOODBOARD_ERRORS.notFound} hint="It may have been deleted, or its owner keeps it private.">
            <Button asChild variant="outline">
              <Link to="/profile">Back to Profile</Link>
            </Button>
          </EmptyState>
        </>
      );
    }
    return (
      <>
        <PageHeader title="Moodboard" />
        <LoadError message="This moodboard could not be loaded." onRetry={() => void board.refetch()} />
      </>
    );
  }

  const data = board.data;
  const isOwner = data.userId === user.id;
  return (
    <>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{data.name}</h1>
            <Badge variant={data.isPublic ? 'default' : 'warning'}>{data.isPublic ? 'Public' : 'Private'}</Badge>
          </div>
          {data.description ? <p className="max-w-2xl text-sm text-stone-600 sm:text-base">{data.description}</p> : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <MoodboardOwner ownerId={data.userId} viewerId={user.id} />
            <span className="text-sm text-stone-500">
              {data.itemCount} {data.itemCount === 1 ? 'item' : 'items'}
            </span>
          </div>
        </div>
        {isOwner ? (
          <Button variant="outline" className="self-start text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            Delete Moodboard
          </Button>
        ) : null}
      </header>
      <MoodboardItems moodboardId={moodboardId} onOpen={setProduct} isOwner={isOwner} />
      <ProductDialog product={product} open={product !== null} onOpenChange={(open) => !open && setProduct(null)} source="moodboard" />
      <DeleteMoodboardDialog
        board={confirming ? data : null}
        onOpenChange={setConfirming}
        onDeleted={() => void navigate({ to: '/profile' })}
      />
    </>
  );
}
