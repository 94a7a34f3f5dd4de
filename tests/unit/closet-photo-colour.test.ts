/**
 * The colour suggestion on encoded photos (issue 34 §6): generated JPEGs of 1200×1600 and real
 * photos of people from ../shared/data/people (see its PROVENANCE.md), decoded and downscaled by
 * sharp as the browser's canvas does, named by the shared `dominantColour`.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PEOPLE_DIR } from '../fixtures/images';
import { fabricPhoto, photoColour, shirtPhoto } from '../fixtures/garment-photos';

describe('colour of generated garment photos (JPEG, 1200×1600)', () => {
  it('names a navy shirt on a light background navy (it said white before issue 34)', async () => {
    expect(await photoColour(await shirtPhoto('#dcdce1', '#1c2450'))).toMatchObject({ name: 'navy', basis: 'border-model', confidence: 'high' });
  });

  it('names a white tee on a dark background white', async () => {
    expect(await photoColour(await shirtPhoto('#202020', '#f8f8f8'))).toMatchObject({ name: 'white', basis: 'border-model', confidence: 'high' });
  });

  it('says low confidence for a white tee on a white background', async () => {
    expect(await photoColour(await shirtPhoto('#ffffff', '#f7f7f7'))).toMatchObject({ name: 'white', basis: 'whole-image', confidence: 'low' });
  });

  it('counts the whole image, low confidence, when a red fabric close-up fills the frame', async () => {
    expect(await photoColour(await fabricPhoto([200, 30, 35]))).toMatchObject({ name: 'red', basis: 'whole-image', confidence: 'low' });
  });
});

describe('colour of real photos (people wearing the garment)', () => {
  const photo = (name: string) => readFile(PEOPLE_DIR + name);

  it('red polo on a busy grey street scene: red, not the white of the pavement', async () => {
    expect(await photoColour(await photo('human_vlado5_polo_standing.jpg'))).toMatchObject({ name: 'red', basis: 'border-model' });
  });

  it('black suit on a light studio backdrop: black', async () => {
    expect(await photoColour(await photo('tfex_businessman_standing_front.jpg'))).toMatchObject({ name: 'black', basis: 'border-model', confidence: 'high' });
  });

  it('transparent PNG (a 3D render of a woman in a pink top): alpha is the mask, pink', async () => {
    expect(await photoColour(await photo('tfex_woman_standing_render.png'))).toMatchObject({ name: 'pink', basis: 'alpha', confidence: 'high' });
  });
});
