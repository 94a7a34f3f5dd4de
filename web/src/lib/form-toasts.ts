/**
 * One toast slot per form (issue 17 §6: a success clears the form's earlier error toasts).
 *
 * Every toast of a form shares the form's sonner id, so a new error replaces the previous one
 * instead of stacking, and success — whether it shows its own toast or navigates away — removes
 * whatever error toast the form left on screen.
 */
import { toast, type ExternalToast } from 'sonner';

/** The toasts of one form, keyed by a stable id such as `'register'` or `'admin-login'`. */
export function formToasts(formId: string) {
  const id = `form:${formId}`;
  return {
    /** Shows (or replaces) the form's error toast. */
    error: (title: string, options: ExternalToast = {}) => toast.error(title, { ...options, id }),
    /** Replaces the form's error toast with a success toast. */
    success: (title: string, options: ExternalToast = {}) => toast.success(title, { ...options, id }),
    /** Removes the form's toast, if any (call on success without a toast of its own). */
    clear: () => toast.dismiss(id),
  };
}
