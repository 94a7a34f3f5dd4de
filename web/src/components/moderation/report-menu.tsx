/**
 * Reporting entry points (issue 33 §3): `ReportMenu`, the '⋯' menu with 'Report' that posts and
 * comments of other people carry, and `useReportDialog`, for a menu that already exists (the
 * profile's '⋯' beside Block). Nothing shows on the viewer's own content. The dialog's module
 * (react-hook-form, the schema) loads when the menu opens, not with the page; closing it returns
 * focus to the menu's trigger.
 */
import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Flag, MoreHorizontal } from 'lucide-react';
import { MODERATION_TEXTS } from '@seamline/shared/contracts/moderation-constants';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import type { ReportSubject } from './report-dialog';

export type { ReportSubject } from './report-dialog';

const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadReportDialog);

/** Start loading the dialog (a menu opening); a failed load is retried by `lazy` on use. */
export function preloadReportDialog(): void {
  loadReportDialog().catch(() => undefined);
}

/**
 * The report dialog for `subject`, a function that opens it and the ref for the menu's trigger
 * (focus returns there when the dialog closes: Radix Dialog would return it to a Dialog.Trigger,
 * and a menu item is not one). `dialog` goes anywhere in the caller's tree (it portals); it is
 * null when the viewer is signed out or the content is their own (`own`). Each opening mounts a
 * fresh dialog (`key`), so a report starts empty.
 */
export function useReportDialog(subject: ReportSubject): { open: () => void; dialog: ReactNode; own: boolean; triggerRef: RefObject<HTMLButtonElement | null> } {
  const viewer = useCurrentUser();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState({ open: false, openings: 0 });
  const own = !viewer || viewer.id === subject.person.id;
  const dialog =
    state.openings > 0 && viewer && !own ? (
      <Suspense fallback={null}>
        <ReportDialog
          key={state.openings}
          subject={subject}
          viewerId={viewer.id}
          open={state.open}
          onOpenChange={(open) => setState((s) => ({ ...s, open }))}
          returnFocusTo={triggerRef}
        />
      </Suspense>
    ) : null;
  return { open: () => setState((s) => ({ open: true, openings: s.openings + 1 })), dialog, own, triggerRef };
}

/** The 'Report' item of an existing menu (its icon and text). */
export function ReportMenuItem({ onSelect }: { onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <Flag aria-hidden /> {MODERATION_TEXTS.reportMenuItem}
    </DropdownMenuItem>
  );
}

export interface ReportMenuProps {
  subject: ReportSubject;
  /** The trigger's accessible name, e.g. 'More options for this post'. */
  label: string;
  className?: string;
}

/** A '⋯' button whose menu offers 'Report'; renders nothing on the viewer's own content. */
export function ReportMenu({ subject, label, className }: ReportMenuProps) {
  const report = useReportDialog(subject);
  if (report.own) return null;
  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && preloadReportDialog()}>
        <DropdownMenuTrigger asChild>
          <Button ref={report.triggerRef} variant="ghost" size="icon" className={cn('size-9 text-stone-500', className)} aria-label={label} data-testid="report-menu">
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <ReportMenuItem onSelect={report.open} />
        </DropdownMenuContent>
      </DropdownMenu>
      {report.dialog}
    </>
  );
}
