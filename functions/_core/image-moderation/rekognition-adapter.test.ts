/**
 * The image moderation port's AWS adapter (issue 33 §5) with a mocked Rekognition client
 * (aws-sdk-client-mock): an S3 object is sent as Image.S3Object (never downloaded), labels map to their top-level
 * category's message label, given bytes go as Image.Bytes, thresholds decide refuse / review / allow, and categories that are
 * clothes in a fashion app are ignored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DetectModerationLabelsCommand, RekognitionClient, type ModerationLabel } from '@aws-sdk/client-rekognition';
import { judgeLabels, rekognitionModeration, topCategory } from './rekognition-adapter';
import { REKOGNITION_REFUSE_CONFIDENCE, REKOGNITION_REVIEW_CONFIDENCE } from './port';

const rekognition = mockClient(RekognitionClient);
const moderation = rekognitionModeration(new RekognitionClient({ region: 'us-east-1' }));
const label = (Name: string, ParentName: string, Confidence: number, TaxonomyLevel = ParentName ? 2 : 1): ModerationLabel => ({ Name, ParentName, Confidence, TaxonomyLevel });

describe('rekognition image moderation adapter', () => {
  beforeEach(() => rekognition.reset());

  it('asks Rekognition about the S3 object itself, from the review confidence', async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: [] });
    expect(await moderation.check({ bucket: 'media', key: 'uploads/closet/u1/p' })).toEqual({ verdict: 'allow', label: null, score: 0 });
    const input = rekognition.commandCalls(DetectModerationLabelsCommand)[0]!.args[0].input;
    expect(input).toEqual({ Image: { S3Object: { Bucket: 'media', Name: 'uploads/closet/u1/p' } }, MinConfidence: REKOGNITION_REVIEW_CONFIDENCE });
  });

  it('sends given bytes as Image.Bytes (the re-encoded copy that is stored)', async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: [label('Explicit', '', 91)] });
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    expect(await moderation.check({ bytes })).toEqual({ verdict: 'refuse', label: 'nudity', score: 0.91 });
    expect(rekognition.commandCalls(DetectModerationLabelsCommand)[0]!.args[0].input).toEqual({ Image: { Bytes: bytes }, MinConfidence: REKOGNITION_REVIEW_CONFIDENCE });
  });

  it('refuses explicit nudity at 80 % or more, labelled nudity, with the confidence as a 0–1 score', async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves({
      ModerationLabels: [label('Explicit', '', 96.5), label('Explicit Nudity', 'Explicit', 96.5), label('Exposed Female Nipple', 'Explicit Nudity', 96.5, 3)],
    });
    expect(await moderation.check({ bucket: 'media', key: 'k' })).toEqual({ verdict: 'refuse', label: 'nudity', score: 0.965 });
  });

  it.each<[string, ModerationLabel[], { verdict: string; label: string | null }]>([
    ['explicit at 79 % → review', [label('Explicit', '', 79)], { verdict: 'review', label: 'nudity' }],
    ['explicit at exactly 80 % → refuse', [label('Explicit', '', REKOGNITION_REFUSE_CONFIDENCE)], { verdict: 'refuse', label: 'nudity' }],
    ['explicit at 50 % → review', [label('Explicit', '', REKOGNITION_REVIEW_CONFIDENCE)], { verdict: 'review', label: 'nudity' }],
    ['explicit under 50 % → allow', [label('Explicit', '', 49.9)], { verdict: 'allow', label: null }],
    ['the v6 name Explicit Nudity → refuse', [label('Nudity', 'Explicit Nudity', 91)], { verdict: 'refuse', label: 'nudity' }],
    ['graphic violence → refuse, violence', [label('Graphic Violence', 'Violence', 88)], { verdict: 'refuse', label: 'violence' }],
    ['visually disturbing → refuse, graphic content', [label('Visually Disturbing', '', 85)], { verdict: 'refuse', label: 'graphic content' }],
    ['hate symbols → refuse', [label('Nazi Party', 'Hate Symbols', 99)], { verdict: 'refuse', label: 'hate symbols' }],
    ['non-explicit nudity (a bare back) at 99 % → review only', [label('Bare Back', 'Non-Explicit Nudity of Intimate parts and Kissing', 99)], { verdict: 'review', label: 'nudity' }],
    ['swimwear and underwear (clothes here) → allow', [label('Female Swimwear or Underwear', 'Swimwear or Underwear', 99)], { verdict: 'allow', label: null }],
    ['alcohol, gestures, gambling → allow', [label('Alcohol', '', 99), label('Middle Finger', 'Rude Gestures', 95), label('Gambling', '', 90)], { verdict: 'allow', label: null }],
    ['the worst verdict wins over a higher review', [label('Bare Back', 'Non-Explicit Nudity of Intimate parts and Kissing', 99), label('Graphic Violence', 'Violence', 81)], { verdict: 'refuse', label: 'violence' }],
  ])('%s', async (_name, labels, expected) => {
    rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: labels });
    expect(await moderation.check({ bucket: 'media', key: 'k' })).toMatchObject(expected);
  });

  it('climbs a level-3 label through its parents in the answer to the top category', () => {
    const all = [label('Explicit', '', 90), label('Explicit Nudity', 'Explicit', 90), label('Exposed Buttocks or Anus', 'Explicit Nudity', 90, 3)];
    expect(topCategory(all[2]!, all)).toBe('Explicit Nudity');
    expect(topCategory(label('Drinking', 'Alcohol', 90), [])).toBe('Alcohol');
    expect(judgeLabels([])).toEqual({ verdict: 'allow', label: null, score: 0 });
  });

  it('lets a Rekognition error through (the route answers 500/503, nothing is attached)', async () => {
    rekognition.on(DetectModerationLabelsCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    await expect(moderation.check({ bucket: 'media', key: 'k' })).rejects.toThrow('throttled');
  });
});
