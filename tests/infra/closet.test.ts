/**
 * Closet infrastructure (issue 7): the closet function ships sharp (photo re-encoding), touches
 * media only under `uploads/closet/*` (presigned uploads) and `closet/*` (stored photos), and
 * unattached closet uploads expire after one day.
 */
import { describe, expect, it } from 'vitest';
import { accessOf } from '@seamline/infra/lib/area-access';
import { CLOSET_UPLOAD_PREFIX } from '@seamline/infra/lib/media-bucket';
import { areaMediaGrants, areaRole, resourcesOfType, synthesize, type CfnJson } from './synth';

const app = synthesize();
const roleOf = (area: string) => areaRole(app, area);
const mediaGrants = (area: string) => areaMediaGrants(app, area);

describe('closet area', () => {
  it('ships sharp, has 1 GB for parallel photo decoding, and has read-write media access under uploads/closet/* and closet/* only', () => {
    expect(accessOf('closet')).toMatchObject({ table: 'write', media: 'read-write', mediaKeys: ['uploads/closet/*', 'closet/*'] });
    expect(accessOf('closet').nativeModules).toContain('sharp');
    expect(roleOf('closet').fn.Properties!.MemorySize).toBe(1024);
    const grants = mediaGrants('closet');
    expect(grants.map((g) => g.keys).sort()).toEqual(['closet/*', 'uploads/closet/*']);
    for (const g of grants) expect(g.actions).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
  });

  it('other areas get no closet photo access (scan writes only scans/retained/*)', () => {
    expect(mediaGrants('scan')).toEqual([expect.objectContaining({ keys: 'scans/retained/*' })]);
    expect(mediaGrants('auth').some((g) => /closet/.test(g.keys ?? ''))).toBe(false);
  });

  it('expires unattached closet uploads after one day', () => {
    const [[, bucket]] = resourcesOfType(app.json.Data, 'AWS::S3::Bucket').filter(([, b]) =>
      (b.Properties?.LifecycleConfiguration?.Rules as CfnJson[] | undefined)?.some((r) => r.Prefix === CLOSET_UPLOAD_PREFIX),
    ) as [[string, CfnJson]];
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Id: 'expire-unattached-closet-uploads', Prefix: CLOSET_UPLOAD_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }),
      ]),
    );
    expect(CLOSET_UPLOAD_PREFIX).toBe('uploads/closet/');
  });
});
