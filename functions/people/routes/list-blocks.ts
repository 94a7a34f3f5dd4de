/** `GET /api/blocks?cursor=&limit=`: the caller's blocked people, most recently blocked first. */
import type { RouteImpl } from '../../_core/http-handler';
import { blockedPeople } from '../blocks.service';

export const listBlocks: RouteImpl<'GET /api/blocks'> = async ({ query, caller }) => blockedPeople(caller.userId, query);
