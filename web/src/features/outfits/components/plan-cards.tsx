/**
 * The planning dialog's right column (spec 02 §2.6): 'Your Outfit Plan' (the count and the
 * chosen pieces with a remove button each), 'Occasion & Season Analysis' (only when pieces are
 * chosen: 'Analyze Outfit', the scores in the §9 colours, the first 3 recommendations and the
 * weather reading with its source) and 'Save & Finalize' ('Save Outfit Plan' and the status line).
 */
import { ImageOff, X } from 'lucide-react';
import type { CompatibilityAnalysis, OutfitSuggestion } from '@seamline/shared/contracts/outfits';
import { OUTFIT_LIMITS, OUTFIT_TEXTS, type WeatherSource } from '@seamline/shared/contracts/outfits-constants';
import { Button } from '@/components/ui/button';
import type { PlanItem } from '@/lib/outfits/plan';
import { cn } from '@/lib/utils';
import { GROUP_LABELS, weatherSourceLine } from '../labels';
import { OutfitThumbs } from './outfit-thumbs';
import { Panel } from './panel';
import { ScorePill } from './score-pill';

const itemsText = (n: number) => (n === 1 ? '1 item' : `${n} items`);

export function PlanCard({ plan, onRemove }: { plan: readonly PlanItem[]; onRemove: (key: string) => void }) {
  return (
    <Panel
      title={OUTFIT_TEXTS.yourPlan}
      testId="outfit-plan"
      aside={
        <span className="text-sm text-stone-600" data-testid="plan-count">
          {itemsText(plan.length)}
        </span>
      }
    >
      {plan.length === 0 ? (
        <p className="text-sm text-stone-600">Add pieces from your closet, your collection or your photos.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Chosen items">
          {plan.map((item) => (
            <li key={item.key} className="flex items-center gap-3 rounded-xl border border-stone-100 p-1.5">
              <div className="relative size-12 shrink-0 overflow-hidden rounded-lg bg-stone-50">
                {item.imageUrl ? <img src={item.imageUrl} alt="" className="size-full object-cover" /> : <ImageOff className="absolute inset-0 m-auto size-5 text-stone-400" aria-hidden />}
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-stone-900">{item.name}</p>
                <p className="truncate text-xs text-stone-600">{[item.group ? GROUP_LABELS[item.group] : item.kind === 'upload' ? 'Photo' : item.category, item.brand].filter(Boolean).join(' · ')}</p>
              </div>
              <Button variant="ghost" size="icon" className="size-8" onClick={() => onRemove(item.key)} aria-label={`Remove ${item.name}`}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {plan.length >= OUTFIT_LIMITS.outfitItemsMax ? <p className="text-xs text-stone-600">An outfit holds at most {OUTFIT_LIMITS.outfitItemsMax} items.</p> : null}
    </Panel>
  );
}

export interface AnalysisCardProps {
  analysis: CompatibilityAnalysis | null;
  pending: boolean;
  onAnalyze: () => void;
}

/** Spec 02 §2.6 analysis card (rendered only while the plan has pieces). */
export function AnalysisCard({ analysis, pending, onAnalyze }: AnalysisCardProps) {
  return (
    <Panel title={OUTFIT_TEXTS.analysisTitle} testId="analysis-card">
      <Button variant="outline" onClick={onAnalyze} pending={pending} pendingLabel="Analyzing...">
        {OUTFIT_TEXTS.analyze}
      </Button>
      {analysis ? (
        <div className="grid gap-3" data-testid="analysis-result" aria-live="polite">
          <ScorePill label="Overall" score={analysis.overallScore} large testId="score-overall" />
          <div className="grid grid-cols-2 gap-2">
            <ScorePill label="Occasion" score={analysis.occasionMatch} testId="score-occasion" />
            <ScorePill label="Season" score={analysis.seasonalAppropriate} testId="score-season" />
            <ScorePill label="Weather" score={analysis.weatherFit} testId="score-weather" />
            <ScorePill label="Colour harmony" score={analysis.colorHarmony} testId="score-colour" />
          </div>
          {analysis.recommendations.length > 0 ? (
            <div>
              <p className="text-sm font-medium text-stone-900">Recommendations</p>
              <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm text-stone-700" data-testid="analysis-recommendations">
                {analysis.recommendations.slice(0, OUTFIT_LIMITS.recommendationsShown).map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <WeatherLine weather={analysis.weather} />
          {analysis.itemAnalysis.length > 0 ? (
            <details className="rounded-xl border border-stone-200 p-2 text-sm">
              <summary className="cursor-pointer font-medium text-stone-900">Item by item</summary>
              <ul className="mt-2 grid gap-2">
                {analysis.itemAnalysis.map((item, i) => (
                  <li key={`${item.name}-${i}`}>
                    <p className="font-medium text-stone-900">{item.name}</p>
                    <p className="text-xs text-stone-600">
                      Occasion {Math.round(item.occasionScore)}/100 · Season {Math.round(item.seasonalScore)}/100
                    </p>
                    {item.feedback ? <p className="text-stone-700">{item.feedback}</p> : null}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}

/** The weather reading used, and which source it came from (issue 20: always shown). */
export function WeatherLine({ weather, attribution, className }: { weather: { source: WeatherSource; summary: string }; attribution?: string | null; className?: string }) {
  return (
    <p className={cn('rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-950', className)} data-testid="weather-line" data-source={weather.source}>
      <span className="font-medium">{weather.summary}</span>
      <span className="block text-xs text-sky-900">{weatherSourceLine({ source: weather.source, attribution })}</span>
    </p>
  );
}

export interface SaveCardProps {
  itemCount: number;
  finalized: boolean;
  finalOutfit: OutfitSuggestion | null;
  pending: boolean;
  onSave: () => void;
  className?: string;
  /** One row (the phone's bottom bar): the heading only for screen readers, no final outfit. */
  compact?: boolean;
}

/**
 * Spec 02 §2.6 'Save & Finalize': 'Save Outfit Plan' and the status line — 'Ready to save' when
 * pieces are chosen, otherwise 'Not finalized' (or 'Finalized' for an event that is, so the line
 * never contradicts the card's toggle). The chosen final outfit is shown under it.
 */
export function SaveCard({ itemCount, finalized, finalOutfit, pending, onSave, className, compact = false }: SaveCardProps) {
  const status = itemCount > 0 ? OUTFIT_TEXTS.readyToSave : finalized ? OUTFIT_TEXTS.finalized : OUTFIT_TEXTS.notFinalized;
  const button = (
    <Button variant="accent" onClick={onSave} pending={pending} pendingLabel="Saving...">
      {OUTFIT_TEXTS.savePlan}
    </Button>
  );
  if (compact) {
    return (
      <section aria-label={OUTFIT_TEXTS.saveTitle} className={cn('flex items-center justify-between gap-3', className)} data-testid="save-bar">
        <p className="min-w-0 text-sm text-stone-700">
          <span className="font-medium text-stone-900">{itemsText(itemCount)}</span> · <span data-testid="save-status">{status}</span>
        </p>
        {button}
      </section>
    );
  }
  return (
    <Panel title={OUTFIT_TEXTS.saveTitle} className={className} testId="save-card">
      <p className="text-sm text-stone-700" data-testid="save-status" role="status">
        {status}
      </p>
      {finalOutfit ? (
        <div className="grid gap-1">
          <p className="text-xs font-medium text-stone-700">Final outfit: {finalOutfit.title}</p>
          <OutfitThumbs items={finalOutfit.items} />
        </div>
      ) : null}
      {button}
    </Panel>
  );
}
