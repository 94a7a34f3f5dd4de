/** Greeting name (spec 01 §2 onboarding step 1): first name, else username, else 'there'. */
export function greetingName(user: { firstName?: string | null; username?: string | null } | null | undefined): string {
  return user?.firstName?.trim() || user?.username?.trim() || 'there';
}
