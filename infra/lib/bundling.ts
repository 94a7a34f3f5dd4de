/**
 * The esbuild options of every Lambda bundle, in ONE object, so the CDK functions and the
 * bundle-size benchmark (`tests/bench`) build exactly the same thing:
 *
 * ```ts
 * import { build } from 'esbuild';
 * import { esbuildOptions } from '@seamline/infra/lib/bundling';
 * await build({ ...esbuildOptions, entryPoints: ['functions/auth/handler.ts'], outfile: 'out/index.mjs', metafile: true });
 * ```
 *
 * ESM (top-level await, tree shaking), minified, external source maps (NODE_OPTIONS
 * `--enable-source-maps` maps stack traces), Node 22 target. `@aws-sdk/*` stays external: the
 * Lambda Node.js 22 runtime ships AWS SDK v3. The banner gives ESM bundles a `require` for
 * CommonJS dependencies that call it dynamically.
 */
import type { BuildOptions } from 'esbuild';
import type { BundlingOptions, ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * Native (N-API) modules esbuild cannot bundle. `@node-rs/argon2` loads a platform-specific
 * `.node` binary from an optional dependency (`@node-rs/argon2-linux-arm64-gnu` on Lambda arm64).
 */
export const nativeModules = ['@node-rs/argon2'] as const;

/**
 * npm settings that make `npm ci` (run by `NodejsFunction` for `nodeModules`) install the
 * optional native binaries of the Lambda platform (Linux arm64, glibc) whatever machine
 * synthesizes: npm reads `npm_config_*` variables as its `--cpu/--os/--libc` options (npm ≥ 10).
 */
export const lambdaPlatformNpmEnv = {
  npm_config_cpu: 'arm64',
  npm_config_os: 'linux',
  npm_config_libc: 'glibc',
} as const;

export const esbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  // Native modules are never bundled: functions that use them ship them in node_modules.
  external: ['@aws-sdk/*', ...nativeModules],
  banner: {
    js: "import { createRequire as __seamlineCreateRequire } from 'node:module'; const require = __seamlineCreateRequire(import.meta.url);",
  },
  outExtension: { '.js': '.mjs' },
} satisfies BuildOptions;

/** The same options in the shape `NodejsFunction` expects (it runs the local esbuild, never Docker). */
export const cdkBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: esbuildOptions.target,
  minify: esbuildOptions.minify,
  sourceMap: esbuildOptions.sourcemap,
  sourceMapMode: SourceMapMode.DEFAULT,
  sourcesContent: esbuildOptions.sourcesContent,
  mainFields: [...esbuildOptions.mainFields],
  externalModules: [...esbuildOptions.external],
  banner: esbuildOptions.banner.js,
  forceDockerBundling: false,
};

/**
 * npm setting that keeps peer dependencies out of an asset's `node_modules`: a function lists
 * every package it loads in its modules, so a peer that nothing loads only costs size. nsfwjs
 * (scan, model files only) declares the full `@tensorflow/tfjs` as a peer: ≈ 215 MB with its
 * webgl/layers/data packages and core-js (measured in node_modules), which would push the scan
 * asset past Lambda's 250 MB unzipped limit.
 */
export const omitPeersNpmEnv = { npm_config_omit: 'peer' } as const;

/** Files (paths inside the package) of one installed package to copy into the asset. */
export interface PackageFileCopy {
  packageName: string;
  files: readonly string[];
}

/**
 * Shell commands copying single files of installed packages from the project's node_modules
 * into the asset's node_modules at the same paths (run after the asset's `npm install`).
 */
export function copyPackageFileCommands(inputDir: string, outputDir: string, copies: readonly PackageFileCopy[]): string[] {
  return copies.flatMap(({ packageName, files }) =>
    files.map((f) => {
      const to = `${outputDir}/node_modules/${packageName}/${f}`;
      return `mkdir -p "${to.slice(0, to.lastIndexOf('/'))}" && cp "${inputDir}/node_modules/${packageName}/${f}" "${to}"`;
    }),
  );
}

/**
 * Bundling of a function that uses native modules: the shared options, plus the modules left
 * external and installed into the asset's `node_modules` for arm64 Linux (the functions run
 * on arm64; see {@link lambdaPlatformNpmEnv}), without peers ({@link omitPeersNpmEnv}), plus
 * single package files copied in after the install (`copies`, e.g. one model of a model package).
 */
export const nativeBundling = (modules: readonly string[] = nativeModules, copies: readonly PackageFileCopy[] = []): BundlingOptions => {
  const commandHooks: ICommandHooks = {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => copyPackageFileCommands(inputDir, outputDir, copies),
  };
  return {
    ...cdkBundling,
    nodeModules: [...modules],
    environment: { ...lambdaPlatformNpmEnv, ...omitPeersNpmEnv },
    ...(copies.length ? { commandHooks } : {}),
  };
};
