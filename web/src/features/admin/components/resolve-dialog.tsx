/**
 * The confirmation of a moderation action (issue 33 §4): what the action does, an optional note
 * for the audit log (≤ 1,000 characters, counted; the shared `resolveReportSchema` validates), and
 * the action's button, busy while the request runs (the dialog cannot be dismissed meanwhile).
 * A failure (404 report gone, 409 another admin was first) shows inside the dialog; success
 * closes it with a toast, and the queue and audit log refetch (`useResolveReport`).
 */
import { useId, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type * as z from 'zod';
import { MODERATION_ADMIN_TEXTS, MODERATION_LIMITS, resolveReportSchema, type ModerationAction, type ModerationCase } from '@seamline/shared/contracts/moderation';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { CharacterCounter } from '@/components/social/character-counter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { applyFieldErrors, serverMessage } from '@/lib/form-errors';
import { useResolveReport } from '../api/moderation';
import { caseTitle } from '../lib/moderation-case';

export interface ResolveDialogProps {
  moderationCase: ModerationCase;
  action: ModerationAction | null;
  onOpenChange: (open: boolean) => void;
  /** The action's button: focus returns there on close (or, once the case has left the list, to the selected tab). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

type Values = z.input<typeof resolveReportSchema>;

export function ResolveDialog({ moderationCase, action, onOpenChange, returnFocusTo }: ResolveDialogProps) {
  const resolve = useResolveReport();
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !resolve.isPending && onOpenChange(open)}>
      {action ? <ResolveForm moderationCase={moderationCase} action={action} resolve={resolve} onDone={() => onOpenChange(false)} returnFocusTo={returnFocusTo} /> : null}
    </Dialog>
  );
}

interface ResolveFormProps {
  moderationCase: ModerationCase;
  action: ModerationAction;
  resolve: ReturnType<typeof useResolveReport>;
  onDone: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

function ResolveForm({ moderationCase, action, resolve, onDone, returnFocusTo }: ResolveFormProps) {
  const id = useId();
  const { register, handleSubmit, watch, setError, formState } = useForm<Values, unknown, z.output<typeof resolveReportSchema>>({
    resolver: zodResolver(resolveReportSchema),
    defaultValues: { action, note: '' },
  });
  const note = watch('note') ?? '';
  const label = MODERATION_ADMIN_TEXTS.actions[action];
  const destructive = action === 'remove' || action === 'suspend';
  const onSubmit = handleSubmit(async (values) => {
    try {
      await resolve.mutateAsync({ reportId: moderationCase.reportId, action, note: values.note ? values.note : undefined });
    } catch (error) {
      if (!applyFieldErrors(error, ['note'] as const, setError)) setError('root', { type: 'server', message: serverMessage(error, 'Could not save the action. Please try again.') });
      return;
    }
    toast.success(`${MODERATION_ADMIN_TEXTS.actionsDone[action]}: ${caseTitle(moderationCase)}`);
    onDone();
  });
  return (
    <DialogContent
      data-testid="resolve-dialog"
      onCloseAutoFocus={(event) => {
        // No Dialog.Trigger here: focus the action's button, or the selected tab once the case moved on.
        const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {label}: {caseTitle(moderationCase)}?
        </DialogTitle>
        <DialogDescription>{MODERATION_ADMIN_TEXTS.confirmBodies[action]}</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <FormField
          id={`${id}-note`}
          label={MODERATION_ADMIN_TEXTS.noteLabel}
          hint={MODERATION_ADMIN_TEXTS.noteHint}
          error={formState.errors.note?.message}
          aside={<CharacterCounter id={`${id}-note-count`} length={note.length} max={MODERATION_LIMITS.noteMax} />}
        >
          {(c) => <Textarea {...c} rows={3} disabled={resolve.isPending} {...register('note')} />}
        </FormField>
        {formState.errors.root ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formState.errors.root.message}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={resolve.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <SubmitButton variant={destructive ? 'destructive' : 'default'} pending={resolve.isPending}>
            {label}
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
