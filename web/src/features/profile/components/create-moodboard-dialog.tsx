/**
 * 'Create Moodboard' (spec 02 §2.1 Moodboards card): name (required after trimming: 'Moodboard
 * name is required', §5), optional description, and a Public switch (public boards are visible
 * to every signed-in member, private ones only to their owner). It starts at the person's
 * Settings default, which is private unless they changed it (issue 17 §4, GDPR Art. 25). The shared
 * `createMoodboardSchema` validates before the call; a failed call keeps the dialog open with
 * the toast 'Error' / 'Failed to create moodboard' (§8).
 */
import { useId, useState, type FormEvent } from 'react';
import { Switch } from 'radix-ui';
import { toast } from 'sonner';
import { createMoodboardSchema, type Moodboard } from '@seamline/shared/contracts/collections';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useCreateMoodboard } from '@/lib/collections/mutations';
import { useCurrentUser } from '@/lib/session';

type FieldErrors = Partial<Record<'name' | 'description', string>>;

export interface CreateMoodboardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in user, the board's owner. */
  userId: string;
  onCreated?: (board: Moodboard) => void;
}

export function CreateMoodboardDialog({ open, onOpenChange, userId, onCreated }: CreateMoodboardDialogProps) {
  const id = useId();
  const create = useCreateMoodboard();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const startsPublic = useCurrentUser()?.newMoodboardsPublic ?? false;
  const [isPublic, setIsPublic] = useState(startsPublic);
  const [errors, setErrors] = useState<FieldErrors>({});

  const reset = () => {
    setName('');
    setDescription('');
    setIsPublic(startsPublic);
    setErrors({});
  };
  const changeOpen = (next: boolean) => {
    if (create.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createMoodboardSchema.safeParse({ name, description: description.trim() || null, isPublic, userId });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'description') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (board) => {
        reset();
        onOpenChange(false);
        onCreated?.(board);
      },
      onError: (error) => {
        // A 400 carries the server's field message (e.g. the board limit); show it at the name.
        if (error instanceof ApiError && error.status === 400 && error.serverMessage) setErrors({ name: error.serverMessage });
        toast.error('Error', { description: 'Failed to create moodboard' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Moodboard</DialogTitle>
          <DialogDescription>Collect the pieces you love in one place.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField id={`${id}-name`} label="Name" error={errors.name}>
            {(c) => (
              <Input {...c} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} placeholder="e.g. Autumn layers" autoFocus />
            )}
          </FormField>
          <FormField id={`${id}-description`} label="Description (optional)" error={errors.description}>
            {(c) => <Textarea {...c} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} rows={3} />}
          </FormField>
          <div className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 px-4 py-3">
            <div>
              <Label htmlFor={`${id}-public`}>Public</Label>
              <p id={`${id}-public-hint`} className="text-xs text-stone-500">
                {isPublic ? 'Every member can see this board.' : 'Only you can see this board.'}
              </p>
            </div>
            <Switch.Root
              id={`${id}-public`}
              checked={isPublic}
              onCheckedChange={setIsPublic}
              aria-describedby={`${id}-public-hint`}
              className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 data-[state=checked]:bg-brand-600"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <SubmitButton pending={create.isPending} pendingLabel="Creating...">
              Create Moodboard
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
