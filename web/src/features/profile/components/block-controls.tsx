/**
 * Blocking on another person's profile (issue 19): the profile's '⋯' menu with Block (or Unblock),
 * the confirmation that says what a block does, the toast with Undo, and the Unblock button that
 * takes Follow's place while they are blocked. Keyboard and screen-reader use: Radix menu and
 * AlertDialog (focus starts on Cancel, Escape cancels, focus returns to the menu button); the
 * toast's Undo is reachable with F8 and stays 10 s (sonner pauses it while focused or hovered).
 */
import { useState } from 'react';
import { Ban, MoreHorizontal, ShieldOff } from 'lucide-react';
import { toast } from 'sonner';
import { BLOCK_TEXTS } from '@seamline/shared/contracts/people-constants';
import { preloadReportDialog, ReportMenuItem, useReportDialog } from '@/components/moderation/report-menu';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { serverMessage } from '@/lib/form-errors';
import { useBlockPerson, useUnblockPerson, type BlockTarget } from '@/lib/people/blocks';

/** How long the 'You blocked …' toast with Undo stays (the app's toasts stay 5 s). */
const UNDO_TOAST_MS = 10_000;

export interface BlockControlsProps {
  viewerId: string;
  person: BlockTarget & { blockedByYou: boolean };
}

/**
 * Unblock with its own busy state and toasts (the profile button, the menu item, the toast's
 * Undo). `mutateAsync`, not `mutate` callbacks: the Unblock button is replaced by Follow as soon
 * as the caches say so, and a callback of `mutate` does not run once its component is gone.
 */
function useUnblock(viewerId: string, person: BlockTarget) {
  const unblock = useUnblockPerson(viewerId);
  const run = async () => {
    try {
      await unblock.mutateAsync(person);
      toast.success(`You unblocked ${person.name}`, { description: 'You can follow each other again.' });
    } catch (error) {
      toast.error(`Could not unblock ${person.name}`, { description: serverMessage(error, 'Please try again.') });
    }
  };
  return { run: () => void run(), pending: unblock.isPending };
}

/** The '⋯' menu of another person's profile: Block (with confirmation) or Unblock, and Report (issue 33 §3). */
export function PersonMenu({ viewerId, person }: BlockControlsProps) {
  const [confirming, setConfirming] = useState(false);
  const block = useBlockPerson(viewerId);
  const unblock = useUnblock(viewerId, person);
  const report = useReportDialog({ type: 'user', id: person.id, person: { id: person.id, name: person.name } });
  const confirm = () =>
    block.mutate(
      { target: { id: person.id, name: person.name } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(`You blocked ${person.name}`, {
            description: "They won't be told.",
            duration: UNDO_TOAST_MS,
            action: { label: 'Undo', onClick: unblock.run },
          });
        },
        onError: (error) => toast.error(`Could not block ${person.name}`, { description: serverMessage(error, 'Please try again.') }),
      },
    );
  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && preloadReportDialog()}>
        <DropdownMenuTrigger asChild>
          <Button ref={report.triggerRef} variant="outline" size="icon" aria-label={`More options for ${person.name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {person.blockedByYou ? (
            <DropdownMenuItem onSelect={unblock.run} disabled={unblock.pending}>
              <ShieldOff aria-hidden /> Unblock {person.name}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-red-700 [&_svg]:text-red-600">
              <Ban aria-hidden /> Block {person.name}
            </DropdownMenuItem>
          )}
          <ReportMenuItem onSelect={report.open} />
        </DropdownMenuContent>
      </DropdownMenu>
      {report.dialog}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Block ${person.name}?`}
        description={BLOCK_TEXTS.confirmBody}
        confirmLabel="Block"
        pendingLabel="Blocking..."
        pending={block.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

/** In Follow's place while the viewer blocks the person. */
export function UnblockButton({ viewerId, person }: BlockControlsProps) {
  const unblock = useUnblock(viewerId, person);
  return (
    <Button variant="outline" onClick={unblock.run} pending={unblock.pending} pendingLabel="Unblocking...">
      <ShieldOff aria-hidden />
      Unblock
      <span className="sr-only"> {person.name}</span>
    </Button>
  );
}
