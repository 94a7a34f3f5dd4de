/**
 * The four cards of spec 02 §2.16: Performance Score (spec §9 rating: ≥ 90 Excellent, ≥ 70 Good,
 * else Needs Improvement), Page Load Time (p75 LCP with its web.dev rating), Memory Usage (p75 of
 * used JS heap where the browsers report it) and Session Time (average).
 *
 * Each card says what its figure is and over what (issue 35): the score is the average spec §9
 * score of N page views (each once) and the weighted score is a different figure — the issue 21
 * weights applied to the p75 vitals — so it is named as such; Session Time is the average length
 * of N sessions begun in the range (each once, its latest report), with pages and interactions per
 * session beside it.
 */
import type { ComponentType } from 'react';
import { Activity, Clock, Gauge, MemoryStick } from 'lucide-react';
import { PERFORMANCE_TEXTS } from '@seamline/shared/contracts/performance-constants';
import type { PerformanceSummary } from '@seamline/shared/contracts/performance';
import { scoreRating, vitalRating } from '@seamline/shared/domain/performance/score';
import { Card } from '@/components/ui/card';
import { formatDuration, formatVital, RATING_LABELS } from '../lib/format';
import { RatingBadge } from './rating-badge';

const [scoreTitle, loadTitle, memoryTitle, sessionTitle] = PERFORMANCE_TEXTS.cards;

function StatCard({ icon: Icon, title, value, detail, badge, note }: { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; title: string; value: string; detail: string; badge?: React.ReactNode; note?: string }) {
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-3 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-stone-600">{title}</h2>
        <Icon className="size-5 text-stone-400" aria-hidden />
      </div>
      {/* The figure is the heading's value, not a heading of its own: a <div>, not a styled <p> (axe p-as-heading). */}
      <div className="text-xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{value}</div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        {badge}
        <span>{detail}</span>
      </div>
      {note ? <p className="text-xs text-stone-600">{note}</p> : null}
    </Card>
  );
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const perSession = (n: number | null, unit: string) => (n === null ? null : `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit}`);

export function SummaryCards({ summary }: { summary: PerformanceSummary['summary'] }) {
  const score = summary.averageScore;
  const sessionNote = [perSession(summary.pagesPerSession, 'pages'), perSession(summary.interactionsPerSession, 'interactions')].filter(Boolean).join(' · ');
  const lcp = summary.p75.lcp;
  const memory = summary.memory.p75UsedMB;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={Gauge}
        title={scoreTitle}
        value={score === null ? '—' : String(Math.round(score))}
        badge={score === null ? null : <RatingBadge tone={score >= 70 ? 'good' : 'needs-improvement'} label={scoreRating(score)} />}
        detail={`Average of ${count(summary.pageViews, 'page view', 'page views')}`}
        note={summary.weightedScore === null ? undefined : `Weighted score of the p75 vitals: ${Math.round(summary.weightedScore)}`}
      />
      <StatCard
        icon={Activity}
        title={loadTitle}
        value={formatVital('lcp', lcp)}
        badge={lcp === null ? null : <RatingBadge tone={vitalRating('lcp', lcp)} label={RATING_LABELS[vitalRating('lcp', lcp)]} />}
        detail="p75 LCP"
      />
      <StatCard
        icon={MemoryStick}
        title={memoryTitle}
        value={memory === null ? '—' : `${memory.toFixed(1)} MB`}
        detail={memory === null ? PERFORMANCE_TEXTS.memoryUnsupported : `p75 JS heap, ${summary.memory.supportedReports.toLocaleString('en-US')} reports (Chromium)`}
      />
      <StatCard
        icon={Clock}
        title={sessionTitle}
        value={formatDuration(summary.averageSessionMs)}
        detail={`Average of ${count(summary.sessions, 'session', 'sessions')} begun in this range`}
        note={sessionNote ? `${sessionNote} per session` : undefined}
      />
    </div>
  );
}
