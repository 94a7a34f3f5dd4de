/**
 * The local runtime's image moderation (issue 33 §5): the local adapter with the scan's nsfwjs
 * classifier (`IMAGE_MODERATION=local`, the default outside Lambda), or with the marker test
 * double of `fixture-classifier.ts` (`IMAGE_MODERATION=fixture`, the integration runtime).
 * Imported only dynamically (computed URL) by `image-moderation.ts`, so Lambda bundles never
 * contain it. Here rather than in `_core` because it wires the scan area's classifier in.
 */
import { decodable } from '../scan/image-prep';
import { scoreUnsafe } from '../scan/vision/human-adapter';
import { fixtureClassifier } from '../_core/image-moderation/fixture-classifier';
import { localModeration } from '../_core/image-moderation/local-adapter';
import type { ImageModeration } from '../_core/image-moderation/port';

/**
 * The local adapter for `mode`, reading S3 objects through `read`; a HEIC (a profile photo is
 * stored as uploaded) is converted to JPEG first, as the scan does.
 */
export function localImageModeration(mode: 'local' | 'fixture', read: (bucket: string, key: string) => Promise<Uint8Array>): ImageModeration {
  return localModeration(read, mode === 'fixture' ? fixtureClassifier : scoreUnsafe, decodable);
}
