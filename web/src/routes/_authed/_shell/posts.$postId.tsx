/**
 * `/posts/{postId}`: one post with its likes and comments (issue 18; the link a share sends).
 * Signed-out visitors go to /login and come back here (the `_authed` guard keeps `redirect`).
 */
import { createFileRoute } from '@tanstack/react-router';
import { PostScreen } from '@/features/posts/components/post-screen';
import { postQueryOptions } from '@/lib/social/post-query';

export const Route = createFileRoute('/_authed/_shell/posts/$postId')({
  // Ask for the post while the page's code loads (not awaited: the screen has the 404 state).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(postQueryOptions(params.postId));
  },
  component: PostScreen,
});
