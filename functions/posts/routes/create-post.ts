/** `POST /api/posts` {userId?, productId, caption?, images?} → 201 the post (idempotent per Idempotency-Key). */
import type { RouteImpl } from '../../_core/http-handler';
import { createPost } from '../posts.service';

export const createPostRoute: RouteImpl<'POST /api/posts'> = async ({ body, caller }) => createPost(caller.userId, body);
