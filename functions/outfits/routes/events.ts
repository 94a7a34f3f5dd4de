/**
 * Event routes: create (201), the caller's events, one event's details, edit / finalize /
 * reopen, delete (issue 20; spec 02 §7 outfit calls).
 */
import type { RouteImpl } from '../../_core/http-handler';
import { createEvent, deleteEvent, eventDetails, listEvents, updateEvent } from '../events.service';

export const createEventRoute: RouteImpl<'POST /api/outfit-events'> = async ({ body, caller }) => createEvent(caller.userId, body);

/** `GET /api/outfit-events/{eventId}`: the spec's `/api/outfit-events/{userId}` (the value is a user id). */
export const listEventsRoute: RouteImpl<'GET /api/outfit-events/{eventId}'> = async ({ params, query, caller }) =>
  listEvents(caller.userId, params.eventId, query);

export const eventDetailsRoute: RouteImpl<'GET /api/outfit-events/details/{eventId}'> = async ({ params, caller }) =>
  eventDetails(caller.userId, params.eventId);

export const updateEventRoute: RouteImpl<'PATCH /api/outfit-events/{eventId}'> = async ({ params, body, caller }) =>
  updateEvent(caller.userId, params.eventId, body);

export const deleteEventRoute: RouteImpl<'DELETE /api/outfit-events/{eventId}'> = async ({ params, caller }) =>
  deleteEvent(caller.userId, params.eventId);
