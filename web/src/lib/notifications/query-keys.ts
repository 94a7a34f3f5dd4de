/** Query keys of the bell (issue 18): the notification list (with the badge count) and the preferences. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** `GET /api/notifications` → infinite pages `{ items, unseenCount, nextCursor }`, newest first. */
  list: () => ['notifications', 'list'] as const,
  /** `GET /api/users/{userId}/notification-preferences`. */
  preferences: (userId: string) => ['notifications', 'preferences', userId] as const,
};
