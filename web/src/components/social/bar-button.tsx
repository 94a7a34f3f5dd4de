/**
 * A button of a post's bar (like, comments, share) with its count beside it. The count is text
 * next to the button, not inside it, so the button's name stays what it does ('Like Linen
 * Shirt', also a stable name for a toggle) while the count reads as '3 likes'.
 */
import type { ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface BarButtonProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  iconClassName?: string;
  label: string;
  onClick: () => void;
  /** Shown beside the button ('3' reading '3 likes'); none when undefined. */
  count?: number;
  noun?: [singular: string, plural: string];
  /** A toggle's state (`aria-pressed`). */
  pressed?: boolean;
  /** A toggle's request runs: `aria-busy` and a pulsing icon, still operable. */
  busy?: boolean;
  testId?: string;
}

export function BarButton({ icon: Icon, iconClassName, label, onClick, count, noun, pressed, busy, testId }: BarButtonProps) {
  return (
    <span className="inline-flex items-center">
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-stone-600"
        aria-label={label}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        onClick={onClick}
        data-testid={testId}
      >
        <Icon className={cn('transition-colors', busy && 'animate-pulse', iconClassName)} aria-hidden />
      </Button>
      {count !== undefined ? (
        <span className="min-w-4 pr-1 text-sm tabular-nums text-stone-700" data-testid={testId ? `${testId}-count` : undefined}>
          {count.toLocaleString('en-US')}
          {noun ? <span className="sr-only"> {count === 1 ? noun[0] : noun[1]}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
