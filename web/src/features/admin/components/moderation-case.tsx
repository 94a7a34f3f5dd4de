/**
 * One case of the moderation queue (issue 33 §4): what was reported (kind, preview text and
 * image), its author (with 'Suspended'), how often and why (reasons with counts, reporters'
 * details), first and last report (relative, exact time on hover), the resolution once resolved,
 * and the actions with their confirmation: Remove (posts and comments not yet hidden), Dismiss
 * and Suspend (open cases; Suspend while the author is not suspended), Restore (while hidden).
 */
import { useId, useRef, useState } from 'react';
import { Bot, ImageOff } from 'lucide-react';
import type { ModerationAction, ModerationCase } from '@seamline/shared/contracts/moderation';
import { MODERATION_ADMIN_TEXTS, REPORT_REASON_LABELS } from '@seamline/shared/contracts/moderation-constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { exactTime, relativeTime } from '@/lib/relative-time';
import { actionsOf, caseTitle } from '../lib/moderation-case';
import { ResolveDialog } from './resolve-dialog';

function When({ label, iso }: { label: string; iso: string }) {
  return (
    <div>
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd>
        <time dateTime={iso} title={exactTime(iso)}>
          {relativeTime(iso)}
        </time>
      </dd>
    </div>
  );
}

export function ModerationCaseCard({ moderationCase: c }: { moderationCase: ModerationCase }) {
  const titleId = useId();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const actionButton = useRef<HTMLButtonElement | null>(null);
  const title = caseTitle(c);
  return (
    <Card className="p-4" data-testid="moderation-case" data-target-id={c.targetId}>
      <article aria-labelledby={titleId} className="grid gap-3">
        <header className="flex flex-wrap items-center gap-2">
          <Badge variant="accent">{MODERATION_ADMIN_TEXTS.targetLabels[c.targetType]}</Badge>
          <h3 id={titleId} className="text-base font-semibold text-stone-900">
            {title}
          </h3>
          {c.author?.suspended ? <Badge variant="destructive">{MODERATION_ADMIN_TEXTS.suspendedBadge}</Badge> : null}
          {c.hidden && c.targetType !== 'user' ? <Badge variant="warning">{MODERATION_ADMIN_TEXTS.hiddenBadge}</Badge> : null}
          {c.bySystem ? (
            <Badge>
              <Bot className="mr-1 size-3" aria-hidden />
              {MODERATION_ADMIN_TEXTS.bySystem}
            </Badge>
          ) : null}
        </header>

        <div className="flex gap-3">
          {c.preview.imageUrl ? (
            <img src={c.preview.imageUrl} alt={`Reported image of ${title}`} className="size-20 shrink-0 rounded-lg bg-stone-100 object-cover" />
          ) : c.targetType === 'post' ? (
            <span className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-400">
              <ImageOff className="size-6" aria-hidden />
            </span>
          ) : null}
          <div className="min-w-0 text-sm">
            {c.author ? (
              <p className="text-stone-600">
                <span className="font-medium text-stone-900">{c.author.name}</span>
                {c.author.username ? <span className="break-all"> @{c.author.username}</span> : null}
              </p>
            ) : null}
            {c.preview.text ? (
              <p className="mt-1 line-clamp-4 whitespace-pre-wrap break-words text-stone-800">{c.preview.text}</p>
            ) : (
              <p className="mt-1 italic text-stone-500">No text</p>
            )}
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-stone-500">Reports</dt>
            <dd className="font-medium tabular-nums" data-testid="report-count">
              {c.reportCount}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-stone-500">Reasons</dt>
            <dd>
              <ul className="flex flex-wrap gap-1" aria-label="Reasons">
                {c.reasons.map((r) => (
                  <li key={r.reason}>
                    <Badge className="rounded-md">
                      {REPORT_REASON_LABELS[r.reason]} × {r.count}
                    </Badge>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <When label="First reported" iso={c.firstReportedAt} />
          <When label="Last reported" iso={c.lastReportedAt} />
        </dl>

        {c.details.length > 0 ? (
          <div className="text-sm">
            <p className="text-xs text-stone-500">Details from reporters</p>
            <ul className="mt-1 grid gap-1">
              {c.details.map((d, i) => (
                <li key={i} className="whitespace-pre-wrap break-words rounded-lg bg-stone-50 px-3 py-2 text-stone-800">
                  {d}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {c.resolution ? (
          <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700" data-testid="resolution">
            <span className="font-medium text-stone-900">{MODERATION_ADMIN_TEXTS.actionsDone[c.resolution.action]}</span> by {c.resolution.adminName},{' '}
            <time dateTime={c.resolution.at} title={exactTime(c.resolution.at)}>
              {relativeTime(c.resolution.at)}
            </time>
            {c.resolution.note ? <span className="block whitespace-pre-wrap break-words">“{c.resolution.note}”</span> : null}
          </p>
        ) : null}

        <div className="flex flex-wrap gap-2">
          {actionsOf(c).map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === 'remove' || a === 'suspend' ? 'destructive' : 'outline'}
              onClick={(event) => {
                actionButton.current = event.currentTarget;
                setAction(a);
              }}
            >
              {MODERATION_ADMIN_TEXTS.actions[a]}
              <span className="sr-only"> {title}</span>
            </Button>
          ))}
        </div>
      </article>
      <ResolveDialog moderationCase={c} action={action} onOpenChange={(open) => !open && setAction(null)} returnFocusTo={actionButton} />
    </Card>
  );
}
