#!/usr/bin/env node
/**
 * `npm run check:engines`: which Node.js and npm versions install this repository without an
 * `EBADENGINE` warning (issue 36 §4, README "Quick start").
 *
 * Reads every package of `package-lock.json` (the root, the workspaces and every dependency that
 * `npm ci` installs on this platform: entries whose `os` / `cpu` / `libc` exclude this machine
 * are optional binaries npm skips, and npm checks no engines of a package it does not install)
 * and its `engines.node` / `engines.npm` ranges. npm warns `EBADENGINE` for a package when the
 * running Node or npm does not satisfy the range (`npm-install-checks`' `checkEngine`:
 * `semver.satisfies(version, range, { includePrerelease: true })`; a warning unless
 * `engine-strict` is set, which this repository does not set).
 *
 * Prints: the packages whose ranges the running Node / npm fail (what `npm ci` here warns
 * about); the intersection of all ranges as version intervals, for Node and for npm; and, when
 * the Node intersection is empty, for each package that empties it, the intersection without
 * that package.
 *
 *   node scripts/check-engines.mjs [--json] [--node <version>] [--npm <version>]
 *
 * Exit code 0 always (a report, not a gate), 2 on bad arguments or a missing lock file.
 * Versions: release versions only (prereleases are not candidates).
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The version of Node that runs npm, hence `npm ci`: under `npm run` the `node` on PATH is this
 * repository's `node@22` devDependency, so the Node of npm itself is read from
 * `npm_node_execpath` (which npm sets); outside npm, this process's.
 * @returns {string}
 */
function currentNode() {
  const npmNode = process.env.npm_node_execpath;
  if (npmNode && npmNode !== process.execPath) {
    return execFileSync(npmNode, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
  }
  return process.versions.node;
}

/**
 * The version of npm that runs `npm ci` (npm sets `npm_config_user_agent` when this script runs
 * through `npm run`; otherwise `npm --version` is asked).
 * @returns {string}
 */
function currentNpm() {
  const agent = process.env.npm_config_user_agent?.match(/^npm\/(\S+)/);
  if (agent) return agent[1];
  return execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();
}

/**
 * Whether `npm ci` installs the lock entry on this machine: optional platform binaries whose
 * `os` / `cpu` / `libc` lists exclude it are skipped (npm's `checkPlatform` semantics: a list
 * of allowed values, `!value` excludes one).
 * @param {{ os?: string[], cpu?: string[], libc?: string[] }} entry
 * @returns {boolean}
 */
export function installsHere(entry, platform = process.platform, arch = process.arch, libc = LIBC) {
  const allowed = (list, value) => {
    if (!list || list.length === 0 || value === undefined) return true;
    if (list.includes(`!${value}`)) return false;
    const positives = list.filter((v) => !v.startsWith('!'));
    return positives.length === 0 || positives.includes(value);
  };
  return allowed(entry.os, platform) && allowed(entry.cpu, arch) && allowed(entry.libc, libc);
}

/** `glibc` or `musl` on Linux (from the process report, as npm does), else undefined. */
function currentLibc() {
  if (process.platform !== 'linux') return undefined;
  const header = /** @type {{ header?: { glibcVersionRuntime?: string } }} */ (process.report.getReport()).header;
  return header?.glibcVersionRuntime ? 'glibc' : 'musl';
}

const LIBC = currentLibc();

/**
 * Every package `npm ci` installs here with its declared engines.
 * @param {Record<string, any>} lock the parsed package-lock.json (lockfileVersion 2 or 3)
 * @returns {{ name: string, location: string, node?: string, npm?: string }[]}
 */
export function enginesOfLock(lock, here = installsHere) {
  const out = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (entry.link || !entry.engines || !here(entry)) continue;
    // Some old packages declare `engines` as an array of strings; npm ignores those.
    if (Array.isArray(entry.engines) || typeof entry.engines !== 'object') continue;
    const name =
      location === ''
        ? `${lock.name ?? 'root'} (root)`
        : entry.name && !location.includes('node_modules/')
          ? `${entry.name} (workspace ${location})`
          : `${location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`;
    out.push({ name, location, node: entry.engines.node, npm: entry.engines.npm });
  }
  return out;
}

/**
 * The release versions at which some range's answer can change: each comparator's version
 * (prerelease dropped) and the next patch after it. Between two consecutive points no range
 * changes its answer, so testing these points decides every release version.
 * @param {string[]} ranges
 * @returns {string[]} sorted ascending
 */
function candidatePoints(ranges) {
  const points = new Set(['0.0.0']);
  for (const text of ranges) {
    const range = new semver.Range(text, { loose: true });
    for (const set of range.set) {
      for (const comparator of set) {
        if (comparator.semver === semver.Comparator.ANY) continue;
        const v = comparator.semver;
        const release = `${v.major}.${v.minor}.${v.patch}`;
        points.add(release);
        points.add(semver.inc(release, 'patch'));
      }
    }
  }
  return [...points].sort(semver.compare);
}

/**
 * The points to test: each candidate point, and the first release after it when that lies
 * before the next point (it stands for the whole open stretch up to the next point).
 * @param {string[]} points sorted ascending
 * @returns {string[]}
 */
function testPoints(points) {
  const out = [];
  for (const [i, point] of points.entries()) {
    out.push(point);
    const next = points[i + 1];
    const between = semver.inc(point, 'patch');
    if (next && semver.lt(between, next)) out.push(between);
  }
  return out;
}

/**
 * The test points where `ok` holds, as human-readable intervals (`>=a <b`, a single version, or
 * `>=a` when it holds to the end).
 * @param {string[]} points from {@link testPoints}
 * @param {(point: string) => boolean} ok
 * @returns {string[]}
 */
function intervalsWhere(points, ok) {
  const intervals = [];
  let start = null;
  for (const point of points) {
    const good = ok(point);
    if (good && start === null) start = point;
    if (!good && start !== null) {
      intervals.push(semver.inc(start, 'patch') === point ? start : `>=${start} <${point}`);
      start = null;
    }
  }
  if (start !== null) intervals.push(`>=${start}`);
  return intervals;
}

/**
 * The release versions that satisfy every range, as human-readable intervals.
 * @param {string[]} ranges
 * @returns {string[]} e.g. `['>=22.22.2 <23.0.0']`; `[]` when no version satisfies them all
 */
export function intersect(ranges) {
  const parsed = ranges.map((r) => new semver.Range(r, { loose: true }));
  return intervalsWhere(testPoints(candidatePoints(ranges)), (v) => parsed.every((r) => r.test(v)));
}

/**
 * For each package that alone stands in the way somewhere: the versions every OTHER package
 * accepts (what leaving it out would give).
 * @param {{ name: string, node: string }[]} packages
 * @returns {{ package: { name: string, node: string }, node: string[] }[]}
 */
function leavingOutOne(packages) {
  const points = testPoints(candidatePoints(packages.map((p) => p.node)));
  const parsed = packages.map((p) => new semver.Range(p.node, { loose: true }));
  const failing = new Map(points.map((v) => [v, packages.filter((_, i) => !parsed[i].test(v))]));
  const sole = new Set([...failing.values()].filter((f) => f.length === 1).map((f) => f[0]));
  return [...sole].map((p) => ({
    package: p,
    node: intervalsWhere(points, (v) => failing.get(v).every((q) => q === p)),
  }));
}

/** Parse `--flag value` arguments. */
function argument(name) {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const value = process.argv[i + 1];
  if (!value || !semver.valid(value.replace(/^v/, ''))) {
    console.error(`${name} needs a version, e.g. ${name} 22.22.2`);
    process.exit(2);
  }
  return value.replace(/^v/, '');
}

function main() {
  let lock;
  try {
    lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  } catch (error) {
    console.error(`Cannot read package-lock.json: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
  const nodeVersion = argument('--node') ?? currentNode();
  const npmVersion = argument('--npm') ?? currentNpm();
  const packages = enginesOfLock(lock);
  const withNode = packages.filter((p) => p.node !== undefined);
  const withNpm = packages.filter((p) => p.npm !== undefined);
  const satisfies = (v, r) => semver.satisfies(v, r, { includePrerelease: true });
  const warnNode = withNode.filter((p) => !satisfies(nodeVersion, p.node));
  const warnNpm = withNpm.filter((p) => !satisfies(npmVersion, p.npm));
  const nodeIntersection = intersect(withNode.map((p) => p.node));
  const npmIntersection = intersect(withNpm.map((p) => p.npm));
  // When nothing satisfies every package: the packages whose own range leaves the rest's intersection empty.
  const withoutOne = nodeIntersection.length ? [] : leavingOutOne(withNode);
  const report = {
    lockPackagesWithEngines: packages.length,
    current: { node: nodeVersion, npm: npmVersion },
    ebadengineHere: [...new Set([...warnNode, ...warnNpm])].map((p) => ({ package: p.name, node: p.node, npm: p.npm })),
    nodeWithoutWarnings: nodeIntersection,
    npmWithoutWarnings: npmIntersection,
    nodeWithoutWarningsLeavingOut: withoutOne.map((r) => ({ package: r.package.name, itsRange: r.package.node, node: r.node })),
  };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  console.log(`${packages.length} installed packages declare engines (package-lock.json, this platform).`);
  console.log(`\nRunning Node ${nodeVersion} / npm ${npmVersion}: npm ci warns EBADENGINE for ${report.ebadengineHere.length} package(s)`);
  for (const w of report.ebadengineHere) console.log(`  ${w.package}  node: ${w.node ?? '—'}  npm: ${w.npm ?? '—'}`);
  const show = (list) => (list.length ? list.join(' || ') : 'none');
  console.log(`\nNode versions no package warns about: ${show(nodeIntersection)}`);
  console.log(`npm versions no package warns about:  ${show(npmIntersection)}`);
  for (const r of report.nodeWithoutWarningsLeavingOut) {
    console.log(`  leaving out ${r.package} (engines.node "${r.itsRange}"): ${show(r.node)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
