/**
 * Save Item dialog (spec 02 §2.13, §4 Save dialog, §8 toasts), three steps:
 * 1. select: 'Save to My Collection' (saves at once) or 'Save to a Moodboard';
 * 2. moodboard: the signed-in user's boards ('No moodboards yet' when none) and
 *    'Create New Moodboard';
 * 3. create-moodboard: name (required after trimming), optional description, 'Create & Save',
 *    Cancel, Back — the new board is used at once to save the item.
 * Back and Cancel return one step (Cancel on the first step closes). After a successful save
 * or create the dialog closes and starts at 'select' again next time.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ArrowLeft, Bookmark, ChevronRight, Images, LayoutGrid, Plus } from 'lucide-react';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { createMoodboardSchema, type Moodboard } from '@seamline/shared/contracts/collections';
import { EmptyState } from '@/components/empty-state';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { SpinnerIcon } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAddToMoodboard, useCreateMoodboard, useSaveToCollection } from '@/lib/collections/mutations';
import { moodboardsQueryOptions } from '@/lib/collections/queries';
import { useCurrentUser } from '@/lib/session';

/** Spec 02 §3 Collection item request `sourceType`. */
export type SaveSourceType = 'discover' | 'product_detail';
type Step = 'select' | 'moodboard' | 'create-moodboard';

export interface SaveItemDialogProps {
  product: Product | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the save happens (default 'discover'; the product dialog sends 'product_detail'). */
  sourceType?: SaveSourceType;
  /** Stored with the saved item, e.g. 'Size: M'. */
  notes?: string | null;
}

const STEP_TITLES: Record<Step, { title: string; description: string }> = {
  select: { title: 'Save Item', description: 'Where would you like to save this item?' },
  moodboard: { title: 'Save to a Moodboard', description: 'Pick a moodboard or create a new one.' },
  'create-moodboard': { title: 'Create New Moodboard', description: 'Name your moodboard; the item is saved to it right away.' },
};

export function SaveItemDialog({ product, open, onOpenChange, sourceType = 'discover', notes = null }: SaveItemDialogProps) {
  const user = useCurrentUser();
  const [step, setStep] = useState<Step>('select');
  const close = () => {
    onOpenChange(false);
    setStep('select');
  };
  const handleOpenChange = (next: boolean) => {
    if (!next) setStep('select');
    onOpenChange(next);
  };
  if (!user) return null;
  const { title, description } = STEP_TITLES[step];
  return (
    <Dialog open={open && product !== null} onOpenChange={handleOpenChange}>
      <DialogContent data-testid="save-item-dialog" data-step={step}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {product ? <span className="font-medium text-stone-800">{product.name}</span> : null}
            {product ? ' · ' : null}
            {description}
          </DialogDescription>
        </DialogHeader>
        {product ? (
          step === 'select' ? (
            <SelectStep userId={user.id} product={product} sourceType={sourceType} notes={notes} onSaved={close} onMoodboard={() => setStep('moodboard')} onCancel={close} />
          ) : step === 'moodboard' ? (
            <MoodboardStep
              userId={user.id}
              product={product}
              sourceType={sourceType}
              notes={notes}
              onSaved={close}
              onCreate={() => setStep('create-moodboard')}
              onBack={() => setStep('select')}
            />
          ) : (
            <CreateMoodboardStep userId={user.id} product={product} sourceType={sourceType} notes={notes} onSaved={close} onBack={() => setStep('moodboard')} />
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface StepProps {
  userId: string;
  product: Product;
  sourceType: SaveSourceType;
  notes: string | null;
  onSaved: () => void;
}

function SelectStep({ userId, product, sourceType, notes, onSaved, onMoodboard, onCancel }: StepProps & { onMoodboard: () => void; onCancel: () => void }) {
  const save = useSaveToCollection();
  const saveToCollection = () =>
    save.mutate(
      { userId, productId: product.id, sourceType, notes },
      {
        onSuccess: () => {
          toast.success('Saved to My Collection');
          onSaved();
        },
        onError: () => toast.error('Error', { description: 'Failed to save to collection' }),
      },
    );
  return (
    <>
      <div className="grid gap-2">
        <ChoiceButton icon={Bookmark} title="Save to My Collection" hint="Keep it with your saved items." onClick={saveToCollection} busy={save.isPending} autoFocus />
        <ChoiceButton icon={LayoutGrid} title="Save to a Moodboard" hint="Add it to one of your boards." onClick={onMoodboard} disabled={save.isPending} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </DialogFooter>
    </>
  );
}

function ChoiceButton({
  icon: Icon,
  title,
  hint,
  onClick,
  busy = false,
  disabled = false,
  autoFocus = false,
}: {
  icon: typeof Bookmark;
  title: string;
  hint: string;
  onClick: () => void;
  busy?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <button
      type="button"
      autoFocus={autoFocus}
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className="flex w-full items-center gap-3 rounded-xl border border-stone-200 p-3 text-left hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-stone-900">{title}</span>
        <span className="block text-sm text-stone-600">{busy ? 'Saving...' : hint}</span>
      </span>
      {busy ? <SpinnerIcon className="size-4 text-stone-500" /> : <ChevronRight className="size-4 text-stone-400" aria-hidden />}
    </button>
  );
}

function MoodboardStep({ userId, product, sourceType, notes, onSaved, onCreate, onBack }: StepProps & { onCreate: () => void; onBack: () => void }) {
  const boards = useQuery(moodboardsQueryOptions(userId));
  const add = useAddToMoodboard();
  const saveTo = (board: Moodboard) =>
    add.mutate(
      { userId, moodboardId: board.id, productId: product.id, sourceType, notes },
      {
        onSuccess: () => {
          toast.success('Saved to Moodboard', { description: board.name });
          onSaved();
        },
        onError: () => toast.error('Error', { description: 'Failed to save to moodboard' }),
      },
    );
  return (
    <>
      {boards.isPending ? (
        <div role="status" aria-label="Loading moodboards" className="grid gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} aria-hidden className="h-14 animate-pulse rounded-xl bg-stone-100" />
          ))}
        </div>
      ) : boards.isError ? (
        <LoadError message="Your moodboards could not be loaded." onRetry={() => void boards.refetch()} />
      ) : boards.data.items.length === 0 ? (
        <EmptyState icon={Images} title="No moodboards yet" hint="Create one to start collecting looks." className="py-8" />
      ) : (
        <ul aria-label="Your moodboards" className="grid max-h-72 gap-2 overflow-y-auto">
          {boards.data.items.map((board) => (
            <li key={board.id}>
              <button
                type="button"
                onClick={() => saveTo(board)}
                disabled={add.isPending}
                aria-busy={(add.isPending && add.variables?.moodboardId === board.id) || undefined}
                className="flex w-full items-center gap-3 rounded-xl border border-stone-200 p-2 text-left hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
              >
                {board.coverImage ? (
                  <img src={board.coverImage} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-lg bg-stone-100 object-cover" />
                ) : (
                  <span aria-hidden className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-500">
                    <Images className="size-5" />
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-stone-900">{board.name}</span>
                  <span className="block text-xs text-stone-600">
                    {board.itemCount} {board.itemCount === 1 ? 'item' : 'items'}
                    {board.isPublic ? '' : ' · Private'}
                  </span>
                </span>
                {add.isPending && add.variables?.moodboardId === board.id ? (
                  <span className="inline-flex items-center gap-1 text-xs text-stone-600">
                    <SpinnerIcon className="size-3.5" />
                    Saving...
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Focus lands here when the step opens (the previous step's button is gone). */}
      <Button variant="outline" onClick={onCreate} disabled={add.isPending} autoFocus>
        <Plus aria-hidden />
        Create New Moodboard
      </Button>
      <DialogFooter>
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        <Button variant="outline" onClick={onBack}>
          Cancel
        </Button>
      </DialogFooter>
    </>
  );
}

/** The form's part of the API schema (name trimmed and required, description optional). */
const createFormSchema = createMoodboardSchema.pick({ name: true, description: true });

function CreateMoodboardStep({ userId, product, sourceType, notes, onSaved, onBack }: StepProps & { onBack: () => void }) {
  const create = useCreateMoodboard();
  const add = useAddToMoodboard();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(createFormSchema),
    defaultValues: { name: '', description: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    let board: Moodboard;
    try {
      board = await create.mutateAsync({ name: values.name, description: values.description || null });
    } catch {
      toast.error('Error', { description: 'Failed to create moodboard' });
      return;
    }
    try {
      await add.mutateAsync({ userId, moodboardId: board.id, productId: product.id, sourceType, notes });
    } catch {
      toast.error('Error', { description: 'Failed to save to moodboard' });
      // The board exists now: the moodboard step lists it, so the user can retry from there.
      onBack();
      return;
    }
    toast.success('Saved to Moodboard', { description: board.name });
    onSaved();
  });
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label="Create New Moodboard">
      <FormField id="moodboard-name" label="Name" error={formState.errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" maxLength={80} placeholder="e.g. Summer weekends" autoFocus {...register('name')} />}
      </FormField>
      <FormField id="moodboard-description" label="Description (optional)" error={formState.errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} maxLength={500} {...register('description')} />}
      </FormField>
      <DialogFooter>
        <Button variant="ghost" onClick={onBack} disabled={formState.isSubmitting}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        <Button variant="outline" onClick={onBack} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <SubmitButton variant="accent" pending={formState.isSubmitting} pendingLabel="Saving...">
          Create &amp; Save
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
