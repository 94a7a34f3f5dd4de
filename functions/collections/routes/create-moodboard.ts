/** `POST /api/moodboards`: create a board for the caller (201 with the board). */
import type { RouteImpl } from '../../_core/http-handler';
import { createMoodboard } from '../moodboards.service';

export const createMoodboardRoute: RouteImpl<'POST /api/moodboards'> = async ({ body, caller }) =>
  createMoodboard(caller.userId, body);
