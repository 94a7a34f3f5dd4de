/**
 * Closet rules and texts without zod (issue 7; spec 02 §2.1–2.5, §2.15, §3, §5, §8, §9). Kept
 * apart from `closet.ts` (the zod schemas, which re-export everything here) so the browser's
 * route chunks can use them without loading zod.
 */

/** Spec 02 §2.3: categories of the Add custom item form. */
export const ADD_ITEM_CATEGORIES = ['tops', 'bottoms', 'dresses', 'outerwear', 'shoes', 'accessories'] as const;
/** Spec 02 §3 'Edit form categories' (a superset of the add form's). */
export const CLOSET_CATEGORIES = [...ADD_ITEM_CATEGORIES, 'activewear', 'loungewear', 'clothing'] as const;
export type ClosetCategory = (typeof CLOSET_CATEGORIES)[number];

/** Spec 02 §3 'Sizes offered', in the order the pickers list them. */
export const CLOSET_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '0', '2', '4', '6', '8', '10', '12', '14', '16', '18', '20'] as const;

/** Spec 02 §3 fit rating scale (value → label); default 3 (§9). */
export const FIT_RATING_LABELS = {
  1: 'Way Too Small',
  2: 'Runs Small',
  3: 'Fit Me Perfectly',
  4: 'A Little Roomy',
  5: 'Oversized On Purpose',
} as const;
export type FitRating = keyof typeof FIT_RATING_LABELS;
export const DEFAULT_FIT_RATING: FitRating = 3;

/** Spec 02 §9: at most 3 photos per closet item; the profile preview shows 10 items. */
export const MAX_ITEM_PHOTOS = 3;
export const CLOSET_PREVIEW_SIZE = 10;
/** Bounds (lists are never unbounded): items per closet, sections per closet. */
export const MAX_CLOSET_ITEMS = 5000;
export const MAX_CLOSET_SECTIONS = 50;
/**
 * Spec 02 §5 'unused item form schema' limits, enforced here because stored data must be
 * bounded: name 2–100 (we accept 1: the required message covers empty), brand ≤ 50, size 1–10,
 * colour ≤ 30, price 0–10000, notes ≤ 500.
 */
export const CLOSET_ITEM_LIMITS = {
  name: 100,
  brand: 50,
  size: 10,
  color: 30,
  maxPrice: 10_000,
  notes: 500,
  url: 2048,
  sectionName: 60,
  sectionDescription: 200,
} as const;

/** Content types a closet photo may have (spec 02 §5: JPEG, PNG or WebP); size limit as every upload (10 MB). */
export const CLOSET_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Longest side (px) of the stored photo and of its thumbnail (both JPEG, EXIF stripped). */
export const CLOSET_PHOTO_MAX_SIDE = 1600;
export const CLOSET_THUMB_SIDE = 400;

/** Section id of unsectioned items in the API ('My Items', spec 02 §2.2); `sectionId: null` in DTOs. */
export const UNSECTIONED = 'unsectioned';

/**
 * Hint under the colour field when the first photo prefilled it (issue 7; issue 34 §6 adds the
 * unsure one: the garment could not be told from its background, e.g. white on white or a
 * garment filling the frame, so the colour may be the backdrop's).
 */
export const COLOUR_SUGGESTION_HINTS = {
  high: 'Suggested from your photo',
  low: 'Suggested from your photo (unsure: the garment could not be told from the background, please check)',
} as const;

/**
 * Toast texts of spec 02 §5 and §8 (title + description), shown by the client. Where a rule is
 * also checked by the API, the API's `message` is the description text.
 */
export const CLOSET_TOASTS = {
  missingRequiredAdd: {
    title: 'Missing required fields',
    description: 'Please fill in all required fields (marked with *) and upload at least one photo.',
  },
  missingRequiredEdit: { title: 'Missing Required Fields', description: 'Please provide the item name and size.' },
  tooManyPhotos: { title: 'Too many photos', description: 'You can upload a maximum of 3 photos total' },
  /** `{file}` is replaced by the file's name. */
  invalidFileType: { title: 'Invalid file type', description: '{file} is not a valid image file' },
  photosAdded: { title: 'Photos added' },
  photosUploaded: { title: 'Photos uploaded successfully' },
  uploadFailed: { title: 'Upload failed', description: 'Please try again or check your connection' },
  itemAdded: { title: 'Item Added' },
  addFailed: { title: 'Error', description: 'Failed to add item to closet. Please try again.' },
  itemUpdated: { title: 'Item Updated Successfully' },
  updateFailed: { title: 'Failed to Update Item', description: 'Could not update the item. Please try again.' },
  itemDeleted: { title: 'Item deleted successfully!' },
  sectionCreated: { title: 'Section created successfully!' },
  sectionDeleted: { title: 'Section deleted successfully!' },
  reorganized: { title: 'Items reorganized successfully!' },
  reorganizeFailed: { title: 'Failed to reorganize items', description: 'Please try again' },
} as const;

/** API messages of the closet routes (400/403/404/422/502 bodies). */
export const CLOSET_ERRORS = {
  notYourCloset: 'You can only change your own closet',
  missingData: 'Missing data',
  closetPrivate: 'This closet is private',
  itemNotFound: 'Item not found',
  sectionNotFound: 'Section not found',
  photoNotFound: 'Photo not found',
  missingRequiredAdd: CLOSET_TOASTS.missingRequiredAdd.description,
  missingRequiredEdit: CLOSET_TOASTS.missingRequiredEdit.description,
  tooManyPhotos: CLOSET_TOASTS.tooManyPhotos.description,
  invalidPhoto: 'Invalid file type',
  uploadNotFound: 'A photo upload was not found; please upload it again',
  sectionNameRequired: 'Section name is required',
  /** Issue 17 §3: section names are unique per closet, case-insensitively (the name as typed). */
  sectionNameTaken: (name: string) => `You already have a section named ${name}`,
  invalidOrder: 'Invalid order',
  closetFull: `A closet holds at most ${MAX_CLOSET_ITEMS} items`,
  tooManySections: `A closet has at most ${MAX_CLOSET_SECTIONS} sections`,
  invalidStoreUrl: 'Please enter a valid product page address (http or https)',
  storeUrlRefused: 'This address cannot be imported',
  storeUnreachable: 'Could not read that page. Check the address and try again.',
} as const;

/** Spec 02 §2.15 'Add Product From Store': fetch limits of the server-side import. */
export const STORE_IMPORT_LIMITS = {
  /** Whole fetch (page, redirects) deadline, ms. */
  timeoutMs: 8000,
  /** Largest HTML page read, bytes (the rest is not read). */
  maxPageBytes: 2 * 1024 * 1024,
  /** Largest product image copied as the item's first photo, bytes. */
  maxImageBytes: 10 * 1024 * 1024,
  maxRedirects: 3,
} as const;
