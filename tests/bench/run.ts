/**
 * `npm run bench [-- name…]`: runs the benchmarks (not part of `npm test`) and writes each
 * one's figures to tests/bench/results/<name>.json. Names: bundles, gateway, startup, npm-test, auth, estimator, scan, scan-overlays, silhouette-noise, people, lighthouse, catalogue, closet, closet-colour, search, social, feed, outfits, rum, soak, faults, export, limits, visibility, retention, compare (issue 36: the read routes beside the previous release's, BASELINE_REF).
 */
import { benchGateway } from './gateway-overhead';
import { benchStartup } from './startup';
import { benchBundles } from './bundle-size';
import { benchNpmTest } from './npm-test-time';
import { benchAuth } from './auth';
import { benchEstimator } from './estimator';
import { benchScan } from './scan';
import { benchScanOverlays } from './scan-overlays';
import { benchSilhouetteNoise } from './silhouette-noise';
import { benchPeople } from './people';
import { benchCatalogue } from './catalogue';
import { benchLighthouse } from './lighthouse';
import { benchCloset } from './closet';
import { benchClosetColour } from './closet-colour';
import { benchSearch } from './search';
import { benchSocial } from './social';
import { benchFeed } from './feed';
import { benchOutfits } from './outfits';
import { benchRum } from './rum';
import { benchSoak } from './soak';
import { benchFaults } from './faults';
import { benchExport } from './export';
import { benchLimits } from './limits';
import { benchVisibility } from './visibility';
import { benchRetention } from './retention';
import { benchCompare } from './compare';

const all: Record<string, () => Promise<void>> = {
  bundles: benchBundles,
  gateway: benchGateway,
  startup: benchStartup,
  'npm-test': benchNpmTest,
  auth: benchAuth,
  estimator: benchEstimator,
  scan: benchScan,
  'scan-overlays': benchScanOverlays,
  'silhouette-noise': benchSilhouetteNoise,
  people: benchPeople,
  lighthouse: benchLighthouse,
  catalogue: benchCatalogue,
  closet: benchCloset,
  'closet-colour': benchClosetColour,
  search: benchSearch,
  social: benchSocial,
  feed: benchFeed,
  outfits: benchOutfits,
  rum: benchRum,
  soak: benchSoak,
  faults: benchFaults,
  export: benchExport,
  limits: benchLimits,
  visibility: benchVisibility,
  retention: benchRetention,
  compare: benchCompare,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of wanted.length ? wanted : Object.keys(all)) {
  const bench = all[name];
  if (!bench) throw new Error(`Unknown benchmark ${name}; known: ${Object.keys(all).join(', ')}`);
  console.log(`\n▶ bench ${name}`);
  await bench();
}
