/**
 * Image moderation thresholds (issue 33 §5): the local classifier refuses at the scan's explicit
 * threshold and reviews from 0.3, Rekognition refuses from 80 % and reviews from 50 %; the rule is
 * `refuse` ≥ refuse, `review` ≥ review, else `allow`.
 */
import { describe, expect, it } from 'vitest';
import { EXPLICIT_THRESHOLD } from './unsafe-scores';
import {
  LABEL_REPORT_REASONS,
  LOCAL_REFUSE_SCORE,
  LOCAL_REVIEW_SCORE,
  MODERATION_LABELS,
  REKOGNITION_REFUSE_CONFIDENCE,
  REKOGNITION_REVIEW_CONFIDENCE,
  verdictOf,
} from './port';
import { judgeExplicitScore } from './local-adapter';
import { REPORT_REASONS } from '@seamline/shared/contracts/moderation-constants';

describe('image moderation thresholds', () => {
  it('refuses locally at the scan classifier threshold and reviews from 0.3, above every benign photo measured (≤ 0.233)', () => {
    expect(LOCAL_REFUSE_SCORE).toBe(EXPLICIT_THRESHOLD);
    expect(LOCAL_REVIEW_SCORE).toBe(0.3);
    expect(LOCAL_REVIEW_SCORE).toBeGreaterThan(0.233);
    expect(LOCAL_REVIEW_SCORE).toBeLessThan(LOCAL_REFUSE_SCORE);
  });

  it('refuses with Rekognition from 80 % and reviews from 50 %', () => {
    expect([REKOGNITION_REVIEW_CONFIDENCE, REKOGNITION_REFUSE_CONFIDENCE]).toEqual([50, 80]);
  });

  it.each([
    [0, 'allow'],
    [0.233, 'allow'],
    [0.2999, 'allow'],
    [0.3, 'review'],
    [0.4999, 'review'],
    [0.5, 'refuse'],
    [0.97, 'refuse'],
  ])('a local Porn + Hentai of %s → %s', (score, verdict) => {
    expect(verdictOf(score, { review: LOCAL_REVIEW_SCORE, refuse: LOCAL_REFUSE_SCORE })).toBe(verdict);
    expect(judgeExplicitScore(score)).toEqual({ verdict, label: verdict === 'allow' ? null : 'nudity', score });
  });

  it('gives every label a report reason of the moderation backend', () => {
    for (const l of MODERATION_LABELS) expect(REPORT_REASONS).toContain(LABEL_REPORT_REASONS[l]);
    expect(LABEL_REPORT_REASONS.nudity).toBe('nudity');
  });
});
