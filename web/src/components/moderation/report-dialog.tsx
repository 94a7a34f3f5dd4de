/**
 * The report dialog (issue 33 §3): the title names what is reported ('Report post'), the hint
 * says the report is private, a radio group of reasons (fieldset with its legend; arrow keys move
 * and select), optional details (≤ 1,000 characters, with a counter) and 'Also block this person'.
 * Validation is the shared `createReportSchema` (react-hook-form + zod resolver); the server's
 * 400 field errors land on their fields, other failures (429 'Too many reports…', 404) show as an
 * alert inside the dialog. Send is disabled while the report (and the block) run. 201 → toast
 * `sent`, 200 (reported before) → toast `alreadySent`; with the box ticked the person is then
 * blocked through the profile menu's `useBlockPerson` (its caches and feed refresh included).
 * Loaded on first use (`report-menu.tsx`); on close, focus returns to the menu's trigger.
 */
import { useId, type RefObject } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import * as z from 'zod';
import {
  createReportSchema,
  MODERATION_LIMITS,
  MODERATION_TEXTS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@seamline/shared/contracts/moderation';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { CharacterCounter } from '@/components/social/character-counter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { applyFieldErrors, serverMessage } from '@/lib/form-errors';
import { useCreateReport } from '@/lib/moderation/reports';
import { useBlockPerson, type BlockTarget } from '@/lib/people/blocks';

/** What is reported, and whose it is (the person 'Also block' blocks). */
export interface ReportSubject {
  type: ReportTargetType;
  id: string;
  person: BlockTarget;
}

export interface ReportDialogProps {
  subject: ReportSubject;
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back here on close (the menu's trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The request's schema plus the dialog's own box. */
const formSchema = createReportSchema.extend({ alsoBlock: z.boolean() });
type Values = z.input<typeof formSchema>;

export default function ReportDialog({ subject, viewerId, open, onOpenChange, returnFocusTo }: ReportDialogProps) {
  const id = useId();
  const report = useCreateReport();
  const block = useBlockPerson(viewerId);
  const { register, control, handleSubmit, watch, setError, formState } = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    // `reason` starts unchosen: the schema answers 'Choose a reason for your report'.
    defaultValues: { targetType: subject.type, targetId: subject.id, reason: undefined as unknown as ReportReason, details: '', alsoBlock: false },
  });
  const busy = report.isPending || block.isPending;
  const details = watch('details') ?? '';
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    let created: boolean;
    try {
      ({ created } = await report.mutateAsync({
        targetType: subject.type,
        targetId: subject.id,
        reason: values.reason,
        details: values.details ? values.details : undefined,
      }));
    } catch (error) {
      if (!applyFieldErrors(error, ['reason', 'details'] as const, setError)) {
        setError('root', { type: 'server', message: serverMessage(error, 'Could not send the report. Please try again.') });
      }
      return;
    }
    toast.success(created ? MODERATION_TEXTS.sent : MODERATION_TEXTS.alreadySent);
    if (values.alsoBlock) {
      try {
        await block.mutateAsync({ target: subject.person });
        toast.success(`You blocked ${subject.person.name}`, { description: "They won't be told." });
      } catch (error) {
        toast.error(`Could not block ${subject.person.name}`, { description: serverMessage(error, 'Please try again.') });
      }
    }
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        data-testid="report-dialog"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current?.isConnected) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{MODERATION_TEXTS.reportTitle[subject.type]}</DialogTitle>
          <DialogDescription>{MODERATION_TEXTS.reportHint}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <fieldset className="grid gap-2" aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
            <legend id={`${id}-legend`} className="mb-2 text-sm font-medium text-stone-800">
              {MODERATION_TEXTS.reasonLegend}
            </legend>
            <Controller
              control={control}
              name="reason"
              render={({ field }) => (
                <RadioGroup
                  ref={field.ref}
                  value={field.value ?? ''}
                  onValueChange={(v) => field.onChange(v as ReportReason)}
                  aria-labelledby={`${id}-legend`}
                  aria-invalid={errors.reason ? true : undefined}
                  disabled={busy}
                  className="grid gap-2 sm:grid-flow-col sm:grid-rows-4"
                >
                  {REPORT_REASONS.map((reason) => (
                    <div key={reason} className="flex items-center gap-2">
                      <RadioGroupItem value={reason} id={`${id}-${reason}`} />
                      <label htmlFor={`${id}-${reason}`} className="text-sm text-stone-800">
                        {REPORT_REASON_LABELS[reason]}
                      </label>
                    </div>
                  ))}
                </RadioGroup>
              )}
            />
            {errors.reason ? (
              <p id={`${id}-reason-error`} className="text-sm text-red-700">
                {errors.reason.message}
              </p>
            ) : null}
          </fieldset>
          <FormField
            id={`${id}-details`}
            label={MODERATION_TEXTS.detailsLabel}
            error={errors.details?.message}
            aside={<CharacterCounter id={`${id}-details-count`} length={details.length} max={MODERATION_LIMITS.detailsMax} />}
          >
            {(c) => <Textarea {...c} rows={3} disabled={busy} {...register('details')} />}
          </FormField>
          <div className="flex items-center gap-2">
            <input
              id={`${id}-block`}
              type="checkbox"
              className="size-4 shrink-0 rounded border-stone-300 accent-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              disabled={busy}
              {...register('alsoBlock')}
            />
            <label htmlFor={`${id}-block`} className="text-sm text-stone-800">
              {MODERATION_TEXTS.alsoBlock}
              <span className="sr-only"> ({subject.person.name})</span>
            </label>
          </div>
          {errors.root ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {errors.root.message}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton pending={busy} pendingLabel="Sending...">
              {MODERATION_TEXTS.submit}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
