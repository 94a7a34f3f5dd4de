import { describe, expect, it } from 'vitest';
import { placeNotFoundText } from '@seamline/shared/contracts/outfits-constants';
import { locationLabel } from './place-label';

describe('locationLabel (issue 34 §2)', () => {
  it('shows what was typed and the place it resolved to, with the country name', () => {
    expect(locationLabel({ location: 'Ushuaia', place: { name: 'Ushuaia', latitude: -54.81, longitude: -68.32, country: 'AR' } })).toBe('Ushuaia (Ushuaia, Argentina)');
    expect(locationLabel({ location: 'NYC', place: { name: 'New York City', latitude: 40.71, longitude: -74.01, country: null } })).toBe('NYC (New York City)');
  });
  it("says a typed location was not found, and 'Not specified' without one", () => {
    expect(locationLabel({ location: 'Xyzzyville', place: null })).toBe('Xyzzyville (not found)');
    expect(locationLabel({ location: null, place: null })).toBe('Not specified');
    expect(placeNotFoundText('  Xyzzyville ')).toBe('Place not found: “Xyzzyville”. Enter a city, e.g. “Lyon, France”, for weather and season.');
  });
});
