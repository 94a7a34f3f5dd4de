/**
 * The local runtime's image moderation (issue 33 §5): the local adapter with the scan's nsfwjs
 * classifier (`IMAGE_MODERATION=local`, the default), or with the marker test double of
 * `fixture-classifier.ts` (`IMAGE_MODERATION=fixture`, the integration runtime). Imported only
 * dynamically by `functions/media/image-moderation.ts`, so Lambda bundles never contain it.
 */
import { scoreUnsafe } from '../../scan/vision/human-adapter';
import { fixtureClassifier } from './fixture-classifier';
import { localModeration } from './local-adapter';
import type { ImageModeration } from './port';

export function localImageModeration(mode: 'local' | 'fixture', read: (bucket: string, key: string) => Promise<Uint8Array>): ImageModeration {
  return localModeration(read, mode === 'fixture' ? fixtureClassifier : scoreUnsafe);
}
