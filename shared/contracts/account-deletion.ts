/**
 * Account deletion (issue 22, Data rights; GDPR Art. 17): `DELETE /api/users/{userId}` with the
 * caller's password. The ONE place of its limits, messages and screen texts (the Privacy Settings
 * section reads them too).
 */
import * as z from 'zod';

/** Server messages of the deletion route. */
export const ACCOUNT_DELETION_ERRORS = {
  passwordRequired: 'Enter your password to delete your account',
  wrongPassword: 'Incorrect password. Your account was not deleted.',
  notYourAccount: 'You can only delete your own account',
  confirmMismatch: 'Type DELETE exactly to confirm',
} as const;

/** What the person types to confirm (case-sensitive). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Texts of the 'Delete my account' section and its dialog. */
export const ACCOUNT_DELETION_TEXTS = {
  heading: 'Delete my account',
  intro:
    'Deleting your account is permanent. Your profile, measurements and their history, body scans and retained photos, closet, sections, saved items, moodboards, posts, likes, comments, shares, follows, notifications, feed, outfit events and suggestions, settings and every photo you uploaded are removed. Your username and email become free again.',
  openButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogDescription: `This cannot be undone. Type ${DELETE_CONFIRMATION_WORD} and enter your password to confirm.`,
  confirmLabel: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  passwordLabel: 'Password',
  submit: 'Delete my account permanently',
  pending: 'Deleting…',
  cancel: 'Cancel',
  done: 'Your account was deleted.',
  /** The notification a collaborator gets when the creator of an event deleted their account. */
  eventDeletedNotice: (eventName: string) =>
    `The outfit event "${eventName}" was deleted because its creator deleted their account.`,
} as const;

export const accountIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });

/** Body of `DELETE /api/users/{userId}`: the current password (re-authentication). */
export const deleteAccountSchema = z.object({
  password: z
    .string(ACCOUNT_DELETION_ERRORS.passwordRequired)
    .min(1, ACCOUNT_DELETION_ERRORS.passwordRequired)
    .max(100, ACCOUNT_DELETION_ERRORS.wrongPassword),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The confirmation dialog's form: the typed word (exactly {@link DELETE_CONFIRMATION_WORD}) + the password. */
export const deleteAccountFormSchema = deleteAccountSchema.extend({
  confirmation: z.string().refine((value): boolean => value === DELETE_CONFIRMATION_WORD, ACCOUNT_DELETION_ERRORS.confirmMismatch),
});
export type DeleteAccountFormInput = z.infer<typeof deleteAccountFormSchema>;

/** 202: sessions ended, the account is marked deleting and the deletion job started. */
export const accountDeletionStartedSchema = z.object({ status: z.literal('deleting') });
