/** Section routes (spec 02 §7): list, create, edit, delete (items move to 'My Items'). */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { createSection, deleteSection, listSections, updateSection } from '../sections.service';

export const listSectionsRoute: RouteImpl<'GET /api/closets/{closetId}/sections'> = async ({ params, caller }) =>
  listSections(caller.userId, params.closetId);

export const createSectionRoute: RouteImpl<'POST /api/closets/{closetId}/sections'> = async ({ params, body, caller }) =>
  reply({ status: 201, body: await createSection(caller.userId, params.closetId, body) });

export const updateSectionRoute: RouteImpl<'PATCH /api/closets/sections/{sectionId}'> = async ({ params, body, caller }) =>
  updateSection(caller.userId, params.sectionId, body);

export const deleteSectionRoute: RouteImpl<'DELETE /api/closets/sections/{sectionId}'> = async ({ params, caller }) =>
  deleteSection(caller.userId, params.sectionId);
