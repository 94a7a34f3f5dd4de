/**
 * The size-system question's values and texts (issue 23 "Sizing profile"), without zod so that
 * screens can import them cheaply; the request fields are in measurements.ts / scan.ts.
 */

/**
 * The optional size-system question (issue 23 "Sizing profile"): which charts a person shops
 * in. Stored with the measurements and never shown to anyone else. It selects the scan
 * estimator's per-sex model ('Prefer not to say' → the sex-mixture of both) and the brand chart
 * family of size recommendations (shared/domain/sizing/size-system.ts).
 */
export const SIZE_SYSTEMS = ['womens', 'mens', 'unspecified'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];
/** The question's texts; every screen that asks it uses these. */
export const SIZE_SYSTEM_TEXTS = {
  label: 'Size system',
  hint: "Optional. Which size charts you shop in. It picks the body model of your scan and the charts of your size recommendations. Only you can see it.",
  options: { womens: "Women's", mens: "Men's", unspecified: 'Prefer not to say' } satisfies Record<SizeSystem, string>,
  invalid: "Size system must be 'womens', 'mens' or 'unspecified'",
} as const;
/** What the scan's results say about the model it used (issue 23: 'Prefer not to say' says so). */
export const SCAN_MODEL_TEXTS = {
  womens: "Estimated with the women's body model (your size system).",
  mens: "Estimated with the men's body model (your size system).",
  unspecified: "No size system chosen, so these are estimated with a combined women's and men's body model. Choosing one makes them more accurate.",
  weightUsed: 'Your saved weight was used.',
  noWeight: 'Adding your weight to your measurements makes the next scan more accurate.',
} as const;

