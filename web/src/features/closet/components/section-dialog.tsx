/**
 * 'Create New Section' / 'Edit Section' (spec 02 §2.2 design mode): name (required after
 * trimming: 'Section name is required', §5) and an optional description. Creating toasts
 * 'Section created successfully!' (§8); a failed call keeps the dialog open with the server's message.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CLOSET_ERRORS, CLOSET_ITEM_LIMITS, CLOSET_TOASTS } from '@seamline/shared/contracts/closet-constants';
import type { ClosetSection } from '@seamline/shared/contracts/closet';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useCreateSection, useUpdateSection } from '@/lib/closet/mutations';

export interface SectionDialogProps {
  closetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Present = edit (rename) this section; absent = create one. */
  section?: ClosetSection | null;
}

export function SectionDialog({ closetId, open, onOpenChange, section }: SectionDialogProps) {
  const id = useId();
  const create = useCreateSection();
  const update = useUpdateSection();
  const pending = create.isPending || update.isPending;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!open) return;
    setName(section?.name ?? '');
    setDescription(section?.description ?? '');
    setError(undefined);
  }, [open, section]);

  const failed = (e: unknown) => {
    setError(e instanceof ApiError && e.serverMessage ? e.serverMessage : undefined);
    toast.error('Error', { description: e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Please try again' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(CLOSET_ERRORS.sectionNameRequired);
      return;
    }
    const body = { name: name.trim(), description: description.trim() || null };
    if (section) {
      update.mutate(
        { closetId, sectionId: section.id, ...body },
        { onSuccess: () => (toast.success('Section updated'), onOpenChange(false)), onError: failed },
      );
    } else {
      create.mutate(
        { closetId, ...body },
        { onSuccess: () => (toast.success(CLOSET_TOASTS.sectionCreated.title), onOpenChange(false)), onError: failed },
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{section ? 'Edit Section' : 'Create New Section'}</DialogTitle>
          <DialogDescription>Group your items, e.g. Work, Weekend or Summer.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField id={`${id}-name`} label="Section name *" error={error}>
            {(c) => <Input {...c} value={name} onChange={(e) => setName(e.target.value)} maxLength={CLOSET_ITEM_LIMITS.sectionName} autoFocus />}
          </FormField>
          <FormField id={`${id}-description`} label="Description (optional)">
            {(c) => (
              <Textarea {...c} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={CLOSET_ITEM_LIMITS.sectionDescription} rows={3} />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <SubmitButton pending={pending} pendingLabel="Saving...">
              {section ? 'Save Section' : 'Create Section'}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
