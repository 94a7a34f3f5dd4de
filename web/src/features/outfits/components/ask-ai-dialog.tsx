/**
 * 'Ask Outfit Me AI' (spec 02 §2.7): lists what the stylist considers — event type, date and
 * time, closet items, the weather it will use (the real reading, with its source: forecast,
 * typical climate or what the person typed) and the season, style preferences — with Cancel and
 * 'Get AI Suggestion' ('Generating...' while waiting). The answer is the stylist's best complete
 * outfit from the closet with one line per reason; 'Add to My Plan' copies it into the plan. When
 * the closet cannot make an outfit the server's 422 message (what to add) is shown in the dialog.
 * §4: afterwards the events list is refreshed and 'AI Suggestion Ready' is toasted.
 * Issue 34 §4: a 'Laundry mode' switch (remembered on the device) asks the stylist to skip pieces
 * due for a wash (wears since their last 'Mark washed', from the wear log).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import type { OutfitEventDetails, OutfitSuggestion } from '@seamline/shared/contracts/outfits';
import { NOT_SPECIFIED, OUTFIT_TEXTS, OUTFIT_TOASTS } from '@seamline/shared/contracts/outfits-constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { longEventDate } from '@/lib/outfits/event-fields';
import { useAiSuggestion } from '@/lib/outfits/mutations';
import { stylePreferencesQueryOptions } from '@/lib/outfits/queries';
import { seasonLabel, timeOfDayLabel, vibeLabel } from '../labels';
import { OutfitThumbs } from './outfit-thumbs';
import { WeatherLine } from './plan-cards';

export interface AskAiDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  details: OutfitEventDetails;
  userId: string;
  /** Items in the caller's closet (null while unknown). */
  closetCount: number | null;
  onAddToPlan: (suggestion: OutfitSuggestion) => void;
}

/** Where the person's laundry mode switch is remembered on this device (issue 34 §4). */
const LAUNDRY_KEY = 'seamline.laundryMode';
const storedLaundry = () => {
  try {
    return localStorage.getItem(LAUNDRY_KEY) === 'on';
  } catch {
    return false;
  }
};

export default function AskAiDialog({ open, onOpenChange, details, userId, closetCount, onAddToPlan }: AskAiDialogProps) {
  const ask = useAiSuggestion();
  const [laundry, setLaundry] = useState(storedLaundry);
  const toggleLaundry = (on: boolean) => {
    setLaundry(on);
    try {
      localStorage.setItem(LAUNDRY_KEY, on ? 'on' : 'off');
    } catch {
      // Storage unavailable (private mode): the switch still applies to this dialog.
    }
  };
  const styles = useQuery({ ...stylePreferencesQueryOptions(userId), enabled: open });
  const result = ask.data ?? null;
  // 422: the closet cannot make an outfit; the message says what to add.
  const cannotMake = ask.error instanceof ApiError && ask.error.status === 422 ? serverMessage(ask.error, 'Your closet cannot make a complete outfit yet.') : null;

  const close = (next: boolean) => {
    if (ask.isPending) return;
    if (!next) ask.reset();
    onOpenChange(next);
  };
  const generate = () =>
    ask.mutate(
      { eventId: details.id, laundry },
      {
        onSuccess: () => toast.success(OUTFIT_TOASTS.aiReady.title),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) return;
          toast.error('Error', { description: serverMessage(error, 'Could not get an AI suggestion. Please try again.') });
        },
      },
    );

  const eventType = [vibeLabel(details.vibe), details.eventType].filter(Boolean).join(' · ');
  const weather = details.conditions?.weather ?? null;
  const styleText = styles.isPending ? 'Loading…' : styles.isError ? NOT_SPECIFIED : styles.data.styleCategories.join(', ') || 'None chosen yet';
  const considered: [string, string][] = [
    ['Event type', eventType],
    ['Date and time', `${longEventDate(details)}${details.timeOfDay ? ` (${timeOfDayLabel(details.timeOfDay)})` : ''}`],
    ['Closet items', closetCount === null ? 'Counting…' : closetCount === 1 ? '1 item' : `${closetCount} items`],
    ['Season', seasonLabel(details.conditions?.season)],
    ['Style preferences', styleText],
  ];

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Sparkles className="size-5 text-brand-700" aria-hidden /> {OUTFIT_TEXTS.askAiTitle}
          </DialogTitle>
          <DialogDescription>The stylist picks the best complete outfit from your closet for {details.eventName}. It considers:</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm" data-testid="ai-considers">
          {considered.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-stone-600">{term}</dt>
              <dd className="text-stone-900">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-stone-600">Weather</dt>
            <dd>{weather ? <WeatherLine weather={weather} attribution={weather.attribution} className="py-1.5" /> : NOT_SPECIFIED}</dd>
          </div>
        </dl>

        <label className="flex items-start gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            checked={laundry}
            onChange={(e) => toggleLaundry(e.target.checked)}
            disabled={ask.isPending}
            aria-describedby="laundry-mode-hint"
          />
          <span>
            Laundry mode
            <span id="laundry-mode-hint" className="block text-xs text-stone-600">
              Skip pieces due for a wash: worn as often as their wash interval since you last marked them washed.
            </span>
          </span>
        </label>

        {cannotMake ? (
          <div role="alert" className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="ai-cannot-make">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>{cannotMake}</p>
          </div>
        ) : null}

        {result ? (
          <section aria-labelledby="ai-result-title" className="grid gap-2 rounded-xl border border-brand-200 bg-brand-50/40 p-3" data-testid="ai-result">
            <div className="flex items-baseline justify-between gap-2">
              <h3 id="ai-result-title" className="text-sm font-semibold text-stone-900">
                {result.title}
              </h3>
              {result.score !== null ? <span className="text-xs font-medium text-stone-700">Score {Math.round(result.score)}/100</span> : null}
            </div>
            <OutfitThumbs items={result.items} />
            <ul className="grid list-disc gap-1 pl-5 text-sm text-stone-800" aria-label="Why these pieces" data-testid="ai-reasons">
              {result.reasons.map((r, i) => (
                <li key={`${i}-${r}`}>{r}</li>
              ))}
            </ul>
            {result.weather ? <WeatherLine weather={result.weather} className="py-1.5" /> : null}
          </section>
        ) : null}

        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={ask.isPending}>
            {result ? 'Done' : OUTFIT_TEXTS.cancel}
          </Button>
          {result ? (
            <Button
              variant="accent"
              onClick={() => {
                onAddToPlan(result);
                close(false);
              }}
            >
              Add to My Plan
            </Button>
          ) : (
            <Button variant="accent" onClick={generate} pending={ask.isPending} pendingLabel={OUTFIT_TEXTS.generating}>
              <Sparkles aria-hidden /> {OUTFIT_TEXTS.getAiSuggestion}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
