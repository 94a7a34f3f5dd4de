/**
 * 'Add Product From Store' (issue 7, spec 02 §2.15 made real): paste a product page address,
 * 'Import' reads it on the server (JSON-LD, else Open Graph) and `onImported` gets the result —
 * the page then opens the Add item dialog prefilled (`toInitialItem`) for the user to confirm.
 * Errors stay inline under the field (the server's message); the Radix dialog handles focus,
 * Escape and the accessible title/description.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { CLOSET_ERRORS, CLOSET_ITEM_LIMITS } from '@seamline/shared/contracts/closet-constants';
import type { StoreImportResult } from '@seamline/shared/contracts/closet';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { isStoreUrl, useStoreImport } from '@/lib/closet/store-import';
import { serverMessage } from '@/lib/form-errors';

export interface StoreImportDialogProps {
  closetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the import result; the dialog closes itself first. */
  onImported: (result: StoreImportResult) => void;
}

export function StoreImportDialog({
  closetId,
  open,
  onOpenChange,
  onImported,
}: StoreImportDialogProps) {
  const id = useId();
  const importPage = useStoreImport(closetId);
  const pending = importPage.isPending;
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!open) return;
    setUrl('');
    setError(undefined);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isStoreUrl(url)) {
      setError(CLOSET_ERRORS.invalidStoreUrl);
      return;
    }
    setError(undefined);
    importPage.mutate(url, {
      onSuccess: (result) => {
        onOpenChange(false);
        onImported(result);
      },
      onError: (e) => setError(serverMessage(e, CLOSET_ERRORS.storeUnreachable)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Product From Store</DialogTitle>
          <DialogDescription>
            Paste the address of a product page. We read its name, brand, price and photo so you can
            check them before adding the item.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-busy={pending || undefined}>
          <FormField id={`${id}-url`} label="Product page URL *" error={error}>
            {(c) => (
              <Input
                {...c}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://store.example/products/…"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                maxLength={CLOSET_ITEM_LIMITS.url}
                disabled={pending}
                autoFocus
              />
            )}
          </FormField>
          <p className="sr-only" role="status" aria-live="polite">
            {pending ? 'Importing product page…' : ''}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <SubmitButton pending={pending} pendingLabel="Importing...">
              Import
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
