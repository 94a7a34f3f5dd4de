/**
 * The item dialogs the organizer and the profile tab open (Add custom item, Edit, Item details,
 * Add Product From Store). They are built by other parts of issue 7; until they are present
 * this module stands in with minimal dialogs behind the same props, so the screens are wired
 * once and only this file changes when the real ones arrive.
 */
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface OpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Placeholder({ title, open, onOpenChange, children }: OpenProps & { title: string; children?: React.ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{children ?? 'Not available yet.'}</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}

/** Add a custom item ('Upload Your Own Photos'); `initial` prefills it (e.g. from a store import). */
export function AddCustomItemDialog(props: OpenProps & { closetId: string; initial?: unknown; sectionId?: string | null }) {
  return <Placeholder title="Add Item" {...props} />;
}

/** Edit one of the owner's items. */
export function EditItemDialog(props: OpenProps & { item: ClosetItem }) {
  return <Placeholder title="Edit Item" {...props} />;
}

/** Read-only details of an item (`canEdit` = the owner's own item). */
export function ItemDetailsDialog({ item, ...props }: OpenProps & { item: ClosetItem; canEdit: boolean }) {
  return (
    <Placeholder title={item.name} {...props}>
      {[item.brand, item.size, item.category].filter(Boolean).join(' · ')}
    </Placeholder>
  );
}

/** 'Add Product From Store' (the real dialog): `onImported` receives the import result (then the Add dialog opens prefilled). */
export { StoreImportDialog } from './store-import-dialog';
