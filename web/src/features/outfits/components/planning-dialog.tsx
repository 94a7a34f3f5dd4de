/**
 * The outfit-planning dialog of one event (spec 02 §2.6). Header 'Plan your outfit for:' with the
 * event's name and date ('Date not set'), 'Invite' (public events, creator) and 'Ask AI'. Left:
 * 'Add Items to Your Look' and the event's outfit suggestions; right: 'Your Outfit Plan',
 * 'Occasion & Season Analysis' (once pieces are chosen), 'Save & Finalize' and 'Event Details'.
 *
 * Save (spec 02 §4) posts the plan as a suggestion, then — for the creator — sets the event's
 * finalOutfitId to the new suggestion's REAL id: 'Outfit Saved & Finalized', or 'Outfit Saved'
 * when only the first step worked (or for a collaborator, who suggests but does not finalize).
 * A collaborator adds suggestions, favourites and comments, and reads the details.
 *
 * Full screen on phones with the Save button in a bar at the bottom; two columns from `lg`.
 * Loaded as its own chunk; Ask AI and Invite are chunks of their own too.
 */
import { lazy, Suspense, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Sparkles, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import type { CompatibilityAnalysis, OutfitEventDetails, OutfitSuggestion } from '@seamline/shared/contracts/outfits';
import { OUTFIT_TEXTS, OUTFIT_TOASTS } from '@seamline/shared/contracts/outfits-constants';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { longEventDate } from '@/lib/outfits/event-fields';
import { useAnalyzeOutfit, useSavePlan } from '@/lib/outfits/mutations';
import { addAllToPlan, addToPlan, analysisBody, planItemFromOutfitItem, planSignature, removeFromPlan, suggestionBody, type AddRefusal, type PlanItem } from '@/lib/outfits/plan';
import { outfitEventDetailsQueryOptions, plannerClosetQueryOptions } from '@/lib/outfits/queries';
import { fullNameOf } from '@/lib/social/names';
import { cn } from '@/lib/utils';
import { EventDetailsCard } from './event-details-card';
import { ItemPicker } from './item-picker';
import { AnalysisCard, PlanCard, SaveCard } from './plan-cards';
import { SuggestionsCard } from './suggestions-card';
import { usePhotoPreviews } from './upload-panel';

const loadAskAi = () => import('./ask-ai-dialog');
const loadInvite = () => import('./invite-dialog');
const AskAiDialog = lazy(loadAskAi);
const InviteDialog = lazy(loadInvite);

export interface PlanningDialogProps {
  eventId: string;
  /** The signed-in user. */
  userId: string;
  onClose: () => void;
}

export default function PlanningDialog({ eventId, userId, onClose }: PlanningDialogProps) {
  const details = useQuery(outfitEventDetailsQueryOptions(eventId));
  let body;
  if (details.isSuccess) body = <Planner details={details.data} userId={userId} />;
  else if (details.isError) {
    const gone = details.error instanceof ApiError && (details.error.status === 404 || details.error.status === 403);
    body = (
      <>
        <DialogHeader>
          <DialogTitle>{gone ? 'Event not found' : 'Something went wrong'}</DialogTitle>
          <DialogDescription>{gone ? 'This event was deleted, or you are no longer part of it.' : 'The event could not be loaded.'}</DialogDescription>
        </DialogHeader>
        {gone ? (
          <Button variant="outline" onClick={onClose} className="justify-self-start">
            Close
          </Button>
        ) : (
          <LoadError message="The event could not be loaded." onRetry={() => void details.refetch()} />
        )}
      </>
    );
  } else {
    body = (
      <>
        <DialogHeader className="sr-only">
          <DialogTitle>{OUTFIT_TEXTS.planFor}</DialogTitle>
          <DialogDescription>Loading the event</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center py-16">
          <Spinner label="Loading the event" />
        </div>
      </>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className={cn(
          // Phones: the whole screen. From `sm`: a large centred dialog.
          'left-0 top-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start rounded-none p-4 pb-0',
          'sm:left-1/2 sm:top-1/2 sm:h-auto sm:max-h-[92dvh] sm:w-[calc(100%-2rem)] sm:max-w-6xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 sm:pb-0 lg:pb-6',
        )}
        data-testid="planning-dialog"
      >
        {body}
      </DialogContent>
    </Dialog>
  );
}

const REFUSALS: Record<AddRefusal, string> = {
  duplicate: 'This item is already in your plan.',
  full: 'An outfit can have at most 20 items.',
  'too-many-photos': 'An outfit can have at most 6 photos.',
};

function Planner({ details, userId }: { details: OutfitEventDetails; userId: string }) {
  const isCreator = details.viewerRole === 'creator';
  const [plan, setPlan] = useState<readonly PlanItem[]>([]);
  const [analysis, setAnalysis] = useState<{ signature: string; result: CompatibilityAnalysis } | null>(null);
  const [askingAi, setAskingAi] = useState(false);
  const [inviting, setInviting] = useState(false);
  const preview = usePhotoPreviews();
  const analyze = useAnalyzeOutfit();
  const save = useSavePlan();
  // The closet's size for the Ask AI dialog (the same query as the From Closet tab, one read).
  const closet = useInfiniteQuery(plannerClosetQueryOptions(userId));
  const closetCount = closet.data?.pages[0]?.total ?? null;
  const signature = planSignature(plan);
  const shownAnalysis = analysis?.signature === signature ? analysis.result : null;

  const add = (item: PlanItem) => {
    const { plan: next, refused } = addToPlan(plan, item);
    if (refused) toast.info(REFUSALS[refused]);
    else setPlan(next);
  };
  const addMany = (items: readonly PlanItem[]) => setPlan((current) => addAllToPlan(current, items));
  const remove = (key: string) => setPlan((current) => removeFromPlan(current, key));
  const copySuggestion = (s: OutfitSuggestion) => {
    const items = s.items.map(planItemFromOutfitItem).filter((i): i is PlanItem => i !== null);
    addMany(items);
    toast.success(items.length === 1 ? '1 item added to your plan' : `${items.length} items added to your plan`);
  };

  const runAnalysis = () => {
    if (plan.length === 0) return toast.error(OUTFIT_TOASTS.noItemsToAnalyze.title, { description: OUTFIT_TOASTS.noItemsToAnalyze.description });
    const forSignature = signature;
    analyze.mutate(analysisBody(plan, details), {
      onSuccess: (result) => {
        setAnalysis({ signature: forSignature, result });
        toast.success(OUTFIT_TOASTS.analysisComplete.title, { description: `Overall score: ${Math.round(result.overallScore)}/100` });
      },
      onError: (error) =>
        toast.error(OUTFIT_TOASTS.analysisFailed.title, {
          description: error instanceof ApiError && error.status === 400 ? serverMessage(error, OUTFIT_TOASTS.analysisFailed.description) : OUTFIT_TOASTS.analysisFailed.description,
        }),
    });
  };

  const savePlan = () => {
    if (plan.length === 0) return toast.error(OUTFIT_TOASTS.noItems.title, { description: OUTFIT_TOASTS.noItems.description });
    save.mutate(
      { eventId: details.id, userId, body: suggestionBody(plan), finalize: isCreator },
      {
        onSuccess: ({ finalized }) => {
          toast.success(finalized ? OUTFIT_TOASTS.savedAndFinalized.title : OUTFIT_TOASTS.saved.title);
          setPlan([]);
        },
        onError: (error) => toast.error('Error', { description: serverMessage(error, 'Failed to save the outfit plan. Please try again.') }),
      },
    );
  };

  const saveCard = (className: string, compact = false) => (
    <SaveCard
      className={className}
      compact={compact}
      itemCount={plan.length}
      finalized={details.status === 'finalized'}
      finalOutfit={details.finalOutfit}
      pending={save.isPending}
      onSave={savePlan}
    />
  );

  return (
    <>
      <DialogHeader className="gap-2 pr-8">
        <p className="text-sm font-medium text-stone-600">{OUTFIT_TEXTS.planFor}</p>
        <DialogTitle className="break-words text-xl sm:text-2xl">{details.eventName}</DialogTitle>
        <DialogDescription data-testid="planning-date">{longEventDate(details)}</DialogDescription>
        {!isCreator ? <p className="text-sm text-stone-700">Planned by {fullNameOf(details.creator)}. You can suggest outfits, favourite and comment.</p> : null}
        <div className="flex flex-wrap gap-2">
          {isCreator && details.isPublic ? (
            <Button variant="outline" onClick={() => setInviting(true)} onPointerEnter={() => void loadInvite()} onFocus={() => void loadInvite()}>
              <UserPlus aria-hidden /> {OUTFIT_TEXTS.invite}
            </Button>
          ) : null}
          <Button variant="accent" onClick={() => setAskingAi(true)} onPointerEnter={() => void loadAskAi()} onFocus={() => void loadAskAi()}>
            <Sparkles aria-hidden /> {OUTFIT_TEXTS.askAi}
          </Button>
        </div>
      </DialogHeader>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="grid min-w-0 gap-4">
          <ItemPicker userId={userId} plan={plan} onAdd={add} onAddPhotos={addMany} onRemove={remove} preview={preview} />
          <SuggestionsCard details={details} userId={userId} onUse={copySuggestion} />
        </div>
        <div className="grid min-w-0 gap-4">
          <PlanCard plan={plan} onRemove={remove} />
          {plan.length > 0 ? <AnalysisCard analysis={shownAnalysis} pending={analyze.isPending} onAnalyze={runAnalysis} /> : null}
          {saveCard('hidden lg:grid')}
          <EventDetailsCard details={details} />
        </div>
      </div>

      {/* Phones and tablets: Save stays in reach in a bar at the bottom of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
        {saveCard('rounded-none border-0 bg-transparent p-0 shadow-none', true)}
      </div>

      <Suspense fallback={null}>
        {askingAi ? <AskAiDialog open onOpenChange={setAskingAi} details={details} userId={userId} closetCount={closetCount} onAddToPlan={copySuggestion} /> : null}
        {inviting ? <InviteDialog open onOpenChange={setInviting} details={details} userId={userId} /> : null}
      </Suspense>
    </>
  );
}
