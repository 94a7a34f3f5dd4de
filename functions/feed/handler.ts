/**
 * Area `feed`: the Personal Style Feed (issue 19; spec 02 §2.10, §3 Feed item, §4 Feed filter, §5).
 * Entries are written by the `feed-*` stream processors (fan-out on write) and by this area's read
 * path (rebuild of a returning feed, AI Picks); design in docs/architecture.md, Feed.
 */
import { createAreaHandler } from '../_core/http-handler';
import { getFeed } from './routes/get-feed';

export const handler = createAreaHandler('feed', {
  'GET /api/users/{userId}/feed': getFeed,
});
