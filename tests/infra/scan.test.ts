/**
 * Body scan infrastructure (issue 4): the scan function uses Rekognition (detect actions only)
 * with the local pose model, reads/writes media only under `scans/*`, and ships sharp and the
 * tfjs/Human packages and the nsfwjs model files in node_modules.
 */
import { describe, expect, it } from 'vitest';
import { accessOf } from '@seamline/infra/lib/area-access';
import { nativeBundling } from '@seamline/infra/lib/bundling';
import { asArray, functionRoles, synthesize, type CfnJson } from './synth';

const app = synthesize();
const roles = functionRoles(app, ['Api']);
const roleOf = (area: string) => {
  const id = app.api.areaFunctions.get(area)!.fn.node.defaultChild as unknown as { logicalId: string };
  const logicalId = app.api.resolve(id.logicalId) as string;
  return roles.find((r) => r.functionId === logicalId)!;
};
const actions = (statements: CfnJson[]) => statements.flatMap((s) => asArray<string>(s.Action));

describe('scan area', () => {
  it('analyses images with Rekognition detect actions only', () => {
    const scan = roleOf('scan');
    expect(scan.fn.Properties!.Environment.Variables.SCAN_VISION).toBe('rekognition');
    expect(actions(scan.statements).filter((a) => a.startsWith('rekognition:')).sort()).toEqual([
      'rekognition:DetectFaces',
      'rekognition:DetectLabels',
      'rekognition:DetectModerationLabels',
    ]);
    for (const area of ['auth', 'admin', 'health']) {
      expect(actions(roleOf(area).statements).filter((a) => a.startsWith('rekognition:')), area).toEqual([]);
    }
  });

  it('only writes retained copies under scans/retained/* (never reads photos: they come in the request) and ships the image/model packages in node_modules', () => {
    expect(accessOf('scan')).toMatchObject({ table: 'write', media: 'write', mediaKeys: 'scans/retained/*' });
    expect(accessOf('scan').nativeModules).toEqual(expect.arrayContaining(['sharp', '@vladmandic/human', '@tensorflow/tfjs-core', '@tensorflow/tfjs-converter', '@tensorflow/tfjs-backend-wasm', 'nsfwjs']));
  });

  it("installs no peers into the asset (nsfwjs' unused @tensorflow/tfjs peer would pass Lambda's 250 MB)", () => {
    expect(nativeBundling(accessOf('scan').nativeModules).environment).toMatchObject({ npm_config_omit: 'peer' });
  });
});
