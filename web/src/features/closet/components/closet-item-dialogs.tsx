/**
 * The item dialogs the organizer and the profile tab open, in one place: Add custom item
 * ('Upload Your Own Photos', prefilled from a store import), Edit, Item details and
 * 'Add Product From Store'.
 */
export { AddCustomItemDialog } from './add-item-dialog';
export { EditItemDialog } from './edit-item-dialog';
export { ItemDetailsDialog } from './item-details-dialog';
export { StoreImportDialog } from './store-import-dialog';
