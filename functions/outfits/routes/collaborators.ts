/** Collaborator routes: invite (creator), remove or leave. */
import type { RouteImpl } from '../../_core/http-handler';
import { inviteCollaborators, removeCollaborator } from '../collaborators.service';

export const inviteRoute: RouteImpl<'POST /api/outfit-events/{eventId}/invitations'> = async ({ params, body, caller }) =>
  inviteCollaborators(caller.userId, params.eventId, body.userIds);

export const removeCollaboratorRoute: RouteImpl<'DELETE /api/outfit-events/{eventId}/collaborators/{userId}'> = async ({ params, caller }) =>
  removeCollaborator(caller.userId, params.eventId, params.userId);
