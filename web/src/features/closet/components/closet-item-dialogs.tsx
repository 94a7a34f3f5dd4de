/**
 * The item dialogs the organizer and the profile tab open (Add custom item, Edit, Item details,
 * Add Product From Store), re-exported from one place so the screens import them once.
 */

/** The real Add / Edit / Item details dialogs (helper D). */
export { AddCustomItemDialog } from './add-item-dialog';
export { EditItemDialog } from './edit-item-dialog';
export { ItemDetailsDialog } from './item-details-dialog';

/** 'Add Product From Store' (the real dialog): `onImported` receives the import result (then the Add dialog opens prefilled). */
export { StoreImportDialog } from './store-import-dialog';
