/**
 * Area `people`: fit-similar matches, suggestions, search, directory, follows, followers /
 * following, the public profile (issue 5; spec 01 §2–§7, spec 02 §2.1, §2.11, §7) and blocking (issue 19).
 */
import { createAreaHandler } from '../_core/http-handler';
import { getConnectMatches } from './routes/get-connect-matches';
import { getSuggestedConnections } from './routes/get-suggested-connections';
import { getSimilarUsers } from './routes/get-similar-users';
import { searchUsers } from './routes/search-users';
import { listUsers } from './routes/list-users';
import { getProfile } from './routes/get-profile';
import { followUser } from './routes/follow-user';
import { unfollowUser } from './routes/unfollow-user';
import { removeFollower } from './routes/remove-follower';
import { listFollowers } from './routes/list-followers';
import { listFollowing } from './routes/list-following';
import { blockUser } from './routes/block-user';
import { unblockUser } from './routes/unblock-user';
import { listBlocks } from './routes/list-blocks';

export const handler = createAreaHandler('people', {
  'GET /api/users/{userId}/connect-matches': getConnectMatches,
  'GET /api/users/{userId}/suggested-connections': getSuggestedConnections,
  'GET /api/users/{userId}/similar': getSimilarUsers,
  'GET /api/users/search': searchUsers,
  'GET /api/users': listUsers,
  'GET /api/users/{userId}/profile': getProfile,
  'POST /api/users/{userId}/follow': followUser,
  'POST /api/users/{userId}/unfollow': unfollowUser,
  'DELETE /api/users/{userId}/unfollow': unfollowUser,
  'DELETE /api/users/{userId}/remove-follower': removeFollower,
  'GET /api/users/{userId}/followers': listFollowers,
  'GET /api/users/{userId}/following': listFollowing,
  'POST /api/users/{userId}/block': blockUser,
  'DELETE /api/users/{userId}/block': unblockUser,
  'GET /api/blocks': listBlocks,
});
