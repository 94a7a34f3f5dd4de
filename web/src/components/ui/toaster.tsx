/**
 * Toasts (sonner) with the spec 01 §9 constants: one toast at a time, 5000 ms, container at
 * most 420 px wide, swipe right to dismiss, F8 focuses the notifications region.
 * (Sonner's swipe threshold is its built-in 45 px; the spec's 50 px cannot be configured.)
 * Sonner injects its own unlayered CSS, which outranks Tailwind's layered utilities, so the
 * toasts use sonner's styling (rich colours for errors) rather than utility classes.
 */
import { Toaster as Sonner } from 'sonner';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;

export function Toaster() {
  return (
    <Sonner
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      swipeDirections={['right']}
      hotkey={['F8']}
      position="bottom-right"
      closeButton
      richColors
      containerAriaLabel="Notifications"
      style={{ ['--width' as string]: `min(${TOAST_MAX_WIDTH_PX}px, calc(100vw - 2rem))` }}
    />
  );
}
