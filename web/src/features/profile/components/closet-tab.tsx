/**
 * The profile's My Closet tab (spec 02 §2.1): Design Closet / Exit Design, 'Add Items' (menu:
 * 'Upload Your Own Photos' → the Add item dialog, 'Add Product From Store' → the store import,
 * whose result opens the Add dialog prefilled), the first `CLOSET_PREVIEW_SIZE` (10) items and
 * 'View Entire Closet (N items)' to `/closet/{userId}` when there are more. In design mode the
 * tiles show Edit and Delete (with confirmation). Clicking an item opens Item details.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronDown, Plus, Shirt } from 'lucide-react';
import { CLOSET_PREVIEW_SIZE } from '@seamline/shared/contracts/closet-constants';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { toInitialItem, type StoreImportInitial } from '@/lib/closet/store-import';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { DeleteClosetItemDialog } from '@/features/closet/components/closet-confirm-dialog';
import { ClosetItemCard } from '@/features/closet/components/closet-item-card';
import { AddCustomItemDialog, EditItemDialog, ItemDetailsDialog, StoreImportDialog } from '@/features/closet/components/closet-item-dialogs';
import { closetPreviewQueryOptions } from '@/lib/closet/queries';

export function ClosetTab({ userId }: { userId: string }) {
  const preview = useQuery(closetPreviewQueryOptions(userId));
  const [design, setDesign] = useState(false);
  const [adding, setAdding] = useState<{ initial?: StoreImportInitial } | null>(null);
  const [importing, setImporting] = useState(false);
  const [opened, setOpened] = useState<ClosetItem | null>(null);
  const [editing, setEditing] = useState<ClosetItem | null>(null);
  const [toDelete, setToDelete] = useState<ClosetItem | null>(null);
  const items = preview.data?.items ?? [];
  const total = preview.data?.total ?? 0;

  const addMenu = (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Plus aria-hidden /> Add Items <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => setAdding({})}>Upload Your Own Photos</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setImporting(true)}>Add Product From Store</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <section aria-labelledby="closet-tab-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="closet-tab-heading" className="text-lg font-semibold text-stone-900">
          My Closet
        </h2>
        {preview.isSuccess ? <span className="text-sm text-stone-500">{total === 1 ? '1 item' : `${total} items`}</span> : null}
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant={design ? 'accent' : 'default'} aria-pressed={design} onClick={() => setDesign(!design)}>
            {design ? 'Exit Design' : 'Design Closet'}
          </Button>
          {addMenu}
        </div>
      </div>
      {preview.isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Loading closet">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="aspect-square animate-pulse rounded-xl bg-stone-200" />
          ))}
        </ul>
      ) : preview.isError ? (
        <LoadError message="Your closet could not be loaded." onRetry={() => void preview.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Shirt} title="No items in your closet yet">
          <Button onClick={() => setAdding({})}>Add Your First Item</Button>
        </EmptyState>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Closet items">
            {items.slice(0, CLOSET_PREVIEW_SIZE).map((item) => (
              <li key={item.id}>
                <ClosetItemCard
                  item={item}
                  view="grid"
                  onOpen={() => setOpened(item)}
                  onEdit={design ? () => setEditing(item) : undefined}
                  onDelete={design ? () => setToDelete(item) : undefined}
                />
              </li>
            ))}
          </ul>
          <div className="flex justify-center">
            <Button variant="outline" asChild>
              {/* Always shown: the organizer (sections, order) is reachable from the profile, not only by URL (issue 17 section 6). */}
              <Link to="/closet/$userId" params={{ userId }}>
                {total > CLOSET_PREVIEW_SIZE ? `View Entire Closet (${total} items)` : 'Organize in sections'}
              </Link>
            </Button>
          </div>
        </>
      )}

      <AddCustomItemDialog closetId={userId} open={adding !== null} onOpenChange={(o) => !o && setAdding(null)} initial={adding?.initial} />
      <StoreImportDialog
        closetId={userId}
        open={importing}
        onOpenChange={setImporting}
        onImported={(result) => {
          setImporting(false);
          setAdding({ initial: toInitialItem(result) });
        }}
      />
      {opened ? <ItemDetailsDialog item={opened} open onOpenChange={(o) => !o && setOpened(null)} canEdit viewerId={userId} /> : null}
      {editing ? <EditItemDialog item={editing} open onOpenChange={(o) => !o && setEditing(null)} /> : null}
      <DeleteClosetItemDialog item={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
