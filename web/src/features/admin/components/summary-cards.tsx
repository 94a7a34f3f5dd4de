/**
 * The four cards of spec 02 §2.16: Performance Score (spec §9 rating: ≥ 90 Excellent, ≥ 70 Good,
 * else Needs Improvement), Page Load Time (p75 LCP with its web.dev rating), Memory Usage (p75 of
 * used JS heap where the browsers report it) and Session Time (average).
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

function StatCard({ icon: Icon, title, value, detail, badge }: { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; title: string; value: string; detail: string; badge?: React.ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-3 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-stone-600">{title}</h2>
        <Icon className="size-5 text-stone-400" aria-hidden />
      </div>
      <p className="text-xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{value}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        {badge}
        <span>{detail}</span>
      </div>
    </Card>
  );
}

export function SummaryCards({ summary }: { summary: PerformanceSummary['summary'] }) {
  const score = summary.averageScore;
  const lcp = summary.p75.lcp;
  const memory = summary.memory.p75UsedMB;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={Gauge}
        title={scoreTitle}
        value={score === null ? '—' : String(Math.round(score))}
        badge={score === null ? null : <RatingBadge tone={score >= 70 ? 'good' : 'needs-improvement'} label={scoreRating(score)} />}
        detail={summary.weightedScore === null ? 'Average of the reports' : `Weighted score ${Math.round(summary.weightedScore)}`}
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
        detail={`Average of ${summary.sessions.toLocaleString('en-US')} ${summary.sessions === 1 ? 'session' : 'sessions'}`}
      />
    </div>
  );
}
