/**
 * Outfit planning infrastructure (issue 20): the outfits function ships sharp (outfit photo
 * re-encoding), has read-write media access only under `uploads/outfits/*` (the caller's
 * presigned uploads) and `outfits/*` (stored outfit photos) and READ access to `closet/*` (to sign
 * GETs of closet photos put into suggestions); unattached outfit uploads expire after a day; the
 * outfit-stats processor is a stream function with its own filter like every processor.
 */
import { describe, expect, it } from 'vitest';
import type { Node } from 'constructs';
import { accessOf } from '@seamline/infra/lib/area-access';
import { readStageConfig } from '@seamline/infra/lib/config';
import { OUTFIT_UPLOAD_PREFIX } from '@seamline/infra/lib/media-bucket';
import { processors } from '@seamline/events/processors';
import { areaMediaGrants, areaRole, resourcesOfType, synthesize, type CfnJson } from './synth';

const app = synthesize();
const roleOf = (area: string) => areaRole(app, area);
const mediaGrants = (area: string) => areaMediaGrants(app, area);

describe('outfits area', () => {
  it('ships sharp, has 1 GB, read-write media under uploads/outfits/* and outfits/*, and read-only closet/*', () => {
    expect(accessOf('outfits')).toMatchObject({ table: 'write', media: 'read-write', mediaKeys: ['uploads/outfits/*', 'outfits/*'], mediaReadKeys: ['closet/*'] });
    expect(accessOf('outfits').nativeModules).toContain('sharp');
    expect(roleOf('outfits').fn.Properties!.MemorySize).toBe(1024);
    const grants = mediaGrants('outfits').sort((a, b) => (a.keys ?? '').localeCompare(b.keys ?? ''));
    expect(grants).toEqual([
      { actions: ['s3:GetObject'], keys: 'closet/*' },
      { actions: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'], keys: 'outfits/*' },
      { actions: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'], keys: 'uploads/outfits/*' },
    ]);
  });

  it("reads the weather with the stage's forecast adapter: Open-Meteo by default (issue 34 §2), normals only when weatherForecast=normals", () => {
    expect(roleOf('outfits').fn.Properties!.Environment.Variables.WEATHER_FORECAST).toBe('open-meteo');
    const node = (context: Record<string, unknown>) => ({ tryGetContext: (key: string) => context[key] }) as unknown as Node;
    expect(readStageConfig(node({ weatherForecast: 'open-meteo' })).weatherForecast).toBe('open-meteo');
    expect(readStageConfig(node({})).weatherForecast).toBe('open-meteo');
    expect(readStageConfig(node({ weatherForecast: 'normals' })).weatherForecast).toBe('normals');
    expect(() => readStageConfig(node({ weatherForecast: 'sometimes' }))).toThrow(/weatherForecast/);
    for (const area of app.api.areaFunctions.keys()) {
      if (area === 'outfits') continue;
      expect(roleOf(area).fn.Properties!.Environment?.Variables?.WEATHER_FORECAST, area).toBeUndefined();
    }
  });

  it('no other area may touch outfit photos', () => {
    for (const area of app.api.areaFunctions.keys()) {
      if (area === 'outfits') continue;
      expect(mediaGrants(area).some((g) => /^(uploads\/)?outfits\//.test(g.keys ?? '') || g.keys === '*'), area).toBe(false);
    }
  });

  it('expires unattached outfit uploads after one day', () => {
    const rules = resourcesOfType(app.json.Data, 'AWS::S3::Bucket').flatMap(([, b]) => (b.Properties?.LifecycleConfiguration?.Rules as CfnJson[] | undefined) ?? []);
    expect(rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ Id: 'expire-unattached-outfit-uploads', Prefix: OUTFIT_UPLOAD_PREFIX, ExpirationInDays: 1, Status: 'Enabled' })]),
    );
    expect(OUTFIT_UPLOAD_PREFIX).toBe('uploads/outfits/');
  });

  it('registers the outfit-stats stream processor on OutfitEvent changes', () => {
    const def = processors.find((p) => p.name === 'outfit-stats');
    expect(def?.filterPatterns).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['outfitEvent'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['outfitEvent'] } } } },
    ]);
  });
});
