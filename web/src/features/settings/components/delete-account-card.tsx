/**
 * Privacy Settings → 'Delete my account' (issue 22): what deletion removes, then a dialog that
 * asks for the typed word DELETE and the password (the shared `deleteAccountFormSchema`). The
 * submit button is disabled while the request runs; a wrong password shows the server's message
 * under the field; on success the app signs out, goes to /login and says so in a toast.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  ACCOUNT_DELETION_TEXTS as T,
  deleteAccountFormSchema,
  type DeleteAccountFormInput,
} from '@seamline/shared/contracts/account-deletion';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/form-errors';
import { signOut } from '@/lib/session';
import { useDeleteAccount } from '../api/settings';

export function DeleteAccountCard({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="delete-account-heading">
      <CardHeader>
        <CardTitle id="delete-account-heading">{T.heading}</CardTitle>
        <CardDescription>{T.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {T.openButton}
        </Button>
        <DeleteAccountDialog userId={userId} open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ userId, open, onOpenChange }: { userId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteAccount(userId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<DeleteAccountFormInput>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { confirmation: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync(password);
    } catch (error) {
      form.setError('password', { message: serverMessage(error, 'Your account was not deleted. Please try again.') });
      return;
    }
    await signOut(queryClient);
    toast.success(T.done, { id: 'account-deleted' });
    await navigate({ to: '/login' });
  });
  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={T.dialogTitle}>
          <DialogHeader>
            <DialogTitle>{T.dialogTitle}</DialogTitle>
            <DialogDescription>{T.dialogDescription}</DialogDescription>
          </DialogHeader>
          <FormField id="delete-confirmation" label={T.confirmLabel} error={form.formState.errors.confirmation?.message}>
            {(control) => <Input {...control} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register('confirmation')} />}
          </FormField>
          <FormField id="delete-password" label={T.passwordLabel} error={form.formState.errors.password?.message}>
            {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => close(false)} disabled={remove.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="destructive" pending={remove.isPending || form.formState.isSubmitting} pendingLabel={T.pending}>
              {T.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
