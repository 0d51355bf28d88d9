// One webpack + Module Federation configuration for the host and every remote, so that the shared
// singletons, the swc settings and the artifact layout are stated once (DESIGN §2, §5, §9).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import swc from '@swc/core';
import { chunkIntegrityOf, ChunkIntegrityPlugin, HostRecordPlugin, RELEASE_RECORD, ReleaseRecordPlugin } from './release-record.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const contractVersion = readJson(join(repoRoot, 'shared-contracts/package.json')).version;
const sharedUiVersion = readJson(join(repoRoot, 'shared-ui/package.json')).version;
/** The federation runtime's version: the host provides it to every remote's release (see remoteConfig). */
const federationRuntime = readJson(join(here, 'node_modules/@module-federation/enhanced/package.json')).version;
/** The parts of it the host provides and a remote's release takes: the core (externalRuntime) and the bundler runtime. */
const federationRuntimeParts = ['core', 'bundler'];

/** The API runs on 4000; the dev servers proxy `/api` to it so cookies stay first-party. */
const apiTarget = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:4000';

/**
 * The singletons every page shares: one copy per page whatever remotes are on it. Each is also a direct
 * dependency of every package that shares it (pnpm's strict layout).
 *
 * shared-contracts is deliberately not among them (a departure from DESIGN §2): it holds no state, so one
 * copy per page buys nothing, while a shared module is never tree-shaken and every page would carry every
 * area's enumerations and texts. Each build takes only the parts of the contract it uses.
 */
function sharedSingletons(packageDir) {
  const versionOf = sharedVersionOf(packageDir);
  const singleton = (name, pkg = name) => [name, { singleton: true, version: versionOf(pkg), requiredVersion: `^${versionOf(pkg)}` }];
  return Object.fromEntries([
    singleton('react'),
    singleton('react/jsx-runtime', 'react'),
    singleton('react-dom'),
    singleton('react-dom/client', 'react-dom'),
    // react-router is not shared: each remote's pages stand in a router of their own ('@portal/shared-ui/remote'), in
    // a React root of their own, so a remote takes only the parts of react-router it uses; the host uses none.
    singleton('zustand'),
    singleton('zustand/vanilla', 'zustand'),
    // valibot is stateless and a shared module is never tree-shaken: each build takes what it uses (like shared-contracts).
    singleton('final-form'),
    singleton('react-final-form'),
    // ag-grid and echarts are not shared: only the kit imports them (each lazily, in a chunk of its own), and the kit
    // is the host's shared module, so the page has one copy anyway; not shared, they are tree-shaken to the grid's
    // modules and the chart types the kit registers.
    ['@portal/shared-ui', { singleton: true, version: sharedUiVersion, requiredVersion: `^${sharedUiVersion}` }],
    // The kit beyond the core, in its own shared module: pages without forms, tables or uploads never load it.
    ['@portal/shared-ui/kit', { singleton: true, version: sharedUiVersion, requiredVersion: `^${sharedUiVersion}` }],
  ]);
}

// Every shared package is a direct dependency, so pnpm links it under the package's own node_modules.
const sharedVersionOf = (packageDir) => (name) => readJson(join(packageDir, 'node_modules', name, 'package.json')).version;

/** What a build records of its shared libraries: the range each needs (a remote) or the version it provides (the host). */
const sharedFacts = (shared, fact) => Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, config[fact]]));

/**
 * The shared singletons as a production build hands them to Module Federation: without their ranges. For a singleton
 * that is not `strictVersion`, the federation runtime checks the range on every share a page loads only to print a
 * warning (it uses the page's one copy either way), and that check parses semver ranges with regular expressions:
 * 75 ms of main thread at a phone's 4× slowdown on /login (profiled). The ranges stay in the release record, where
 * the operators' promotion refuses a release whose range the host's version does not satisfy (before any page runs
 * it); development builds keep the runtime's warning.
 */
const federationShared = (shared, isProduction) =>
  isProduction ? Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, requiredVersion: false }])) : shared;

// `[contenthash]` in output.filename breaks Module Federation's entry chunks; hash only chunks that have content.
const hashedName = (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js');

function swcRule(isProduction) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !isProduction } },
        },
      },
    },
  };
}

function baseConfig({ packageDir, isProduction, outputPath, publicPath, uniqueName }) {
  return {
    mode: isProduction ? 'production' : 'development',
    context: packageDir,
    entry: { main: './src/index.ts' },
    // Source maps as files: an `eval` devtool would need 'unsafe-eval' in the Content-Security-Policy.
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      uniqueName,
      filename: isProduction ? hashedName : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { ...federationRuntimeModules(), ...(isProduction ? productionReactRouter(packageDir) : {}) },
    },
    // Loaders are this package's dependencies, not each remote's.
    resolveLoader: { modules: [join(here, 'node_modules'), 'node_modules'] },
    module: {
      rules: [
        swcRule(isProduction),
        ...(isProduction ? [{ test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/, loader: join(here, 'loaders/react-router-pure.cjs') }] : []),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

function commonPlugins({ isProduction, defines }) {
  return [
    new webpack.DefinePlugin(Object.fromEntries(Object.entries(defines).map(([key, value]) => [key, JSON.stringify(value)]))),
    new MiniCssExtractPlugin({
      filename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      chunkFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
    }),
    ...(isProduction ? precompressedCopies() : []),
  ];
}

/**
 * Each text file above 1 KB is also written compressed, so the static servers send it without compressing it on each
 * request: a Brotli copy (quality 11, what browsers take over HTTPS and on this machine's loopback: /login's scripts
 * 151.4 KB sent against 172.2 in gzip, the files under 1 KB sent as they are) and a gzip copy for the clients that
 * take no Brotli.
 */
function precompressedCopies() {
  const test = /\.(js|css|html|json)$/;
  return [
    new CompressionPlugin({ test, threshold: 1024 }),
    new CompressionPlugin({
      test,
      threshold: 1024,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/**
 * The federation runtime's own modules, as files: they are dependencies of @module-federation/enhanced, not of any
 * package of ours. The host's runtime plugin (federation/provide-runtime.js) and the remotes' stand-in for the
 * bundler runtime (federation/host-bundler-runtime.js) import them by these names.
 */
function federationRuntimeModules() {
  const enhanced = createRequire(realpathSync(join(here, 'node_modules/@module-federation/enhanced/package.json')));
  const bundlerRuntime = dirname(enhanced.resolve('@module-federation/webpack-bundler-runtime/package.json'));
  const esm = (path) => path.replace(/index\.cjs$/, 'index.js');
  return {
    '@module-federation/inject-external-runtime-core-plugin$': esm(enhanced.resolve('@module-federation/inject-external-runtime-core-plugin')),
    '@module-federation/webpack-bundler-runtime/bundler$': join(bundlerRuntime, 'dist/bundler.js'),
    '@module-federation/webpack-bundler-runtime/initContainerEntry$': join(bundlerRuntime, 'dist/initContainerEntry.js'),
    '@module-federation/runtime$': esm(createRequire(join(bundlerRuntime, 'package.json')).resolve('@module-federation/runtime')),
  };
}

/**
 * A remote's release runs on the bundler runtime the host provides (federation/provide-runtime.js): its copy of
 * @module-federation/webpack-bundler-runtime (~3.5 KB gzip in every remote entry) is replaced by the stand-in that
 * takes the host's, keeping what must stay the container's own (federation/host-bundler-runtime.js).
 */
function hostBundlerRuntime() {
  return new webpack.NormalModuleReplacementPlugin(/[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, join(here, 'federation/host-bundler-runtime.js'));
}

/**
 * react-router's package exports name its development build only; its production build (the same API without the
 * development warnings) sits beside it. Production builds of a package that uses react-router take that one.
 */
function productionReactRouter(packageDir) {
  const local = createRequire(join(packageDir, 'package.json'));
  try {
    return { 'react-router$': join(dirname(local.resolve('react-router')), '../production/index.mjs') };
  } catch {
    return {};
  }
}

/**
 * The artifact store, laid out as a CDN bucket: `<store>/<remote package>/<version>/` (DESIGN §5). `deploy/artifacts`
 * unless `PORTAL_ARTIFACTS` moves it.
 */
export const artifactStore = () => resolve(process.env.PORTAL_ARTIFACTS || join(repoRoot, 'deploy/artifacts'));

/** The folder of one remote build: artifacts are named by remote and version. */
export function artifactFolder(remotePackage, version) {
  return join(artifactStore(), remotePackage, version);
}

/** A published release is immutable: a build of the working tree must never write over one. */
function refuseToOverwriteRelease(outputPath, name) {
  const record = join(outputPath, RELEASE_RECORD);
  if (existsSync(record) && readJson(record).source === 'release') {
    throw new Error(`${name}: ${outputPath} holds a published release, which is never rebuilt. Give the package another version.`);
  }
}

/**
 * What a remote exposes: `./app` (its single-spa lifecycles), and the parcels its package.json lists under
 * `portal.exposes` (`{ "./entity-form": "./src/parcels/entity-form.tsx" }`), which other parts of the portal
 * mount at runtime (DESIGN §1). A parcel's name is `./` and kebab-case, never `./app`, and its file must exist:
 * a mistake fails the build rather than a page.
 */
export function remoteExposes(packageDir, pkg) {
  const extra = pkg.portal?.exposes ?? {};
  for (const [name, file] of Object.entries(extra)) {
    if (!/^\.\/[a-z0-9][a-z0-9-]*$/.test(name) || name === './app') {
      throw new Error(`${pkg.name}: portal.exposes "${name}" must be "./" and a kebab-case name other than ./app`);
    }
    if (typeof file !== 'string' || !existsSync(join(packageDir, file))) {
      throw new Error(`${pkg.name}: portal.exposes "${name}" names ${JSON.stringify(file)}, which is not a file of the package`);
    }
  }
  return { './app': './src/app.tsx', ...extra };
}

/**
 * A remote: exposes `./app` (single-spa lifecycles) and its parcels (`remoteExposes`), and writes `mf-manifest.json`,
 * `remoteEntry.js` and hashed chunks into `deploy/artifacts/<remote>/<version>/`. `REMOTE_VERSION` overrides the package version so an
 * operator (or a test) can build a second release of the same remote.
 */
export function remoteConfig(packageDir, argv = {}) {
  const pkg = readJson(join(packageDir, 'package.json'));
  const isProduction = argv.mode !== 'development';
  const remote = pkg.portal.remote;
  const prerender = pkg.portal.prerender;
  const version = process.env.REMOTE_VERSION || pkg.version;
  // The operators' command line builds a release into a staging folder of its own, then publishes it whole.
  const outputPath = process.env.REMOTE_OUTPUT_DIR ? resolve(process.env.REMOTE_OUTPUT_DIR) : artifactFolder(pkg.name.replace('@portal/', ''), version);
  if (isProduction) refuseToOverwriteRelease(outputPath, pkg.name);
  const shared = sharedSingletons(packageDir);
  const config = baseConfig({ packageDir, isProduction, outputPath, publicPath: 'auto', uniqueName: `portal_${remote}` });
  const exposes = remoteExposes(packageDir, pkg);
  // The standalone page is for the team's own development server; a release carries only the remote.
  config.entry = isProduction ? {} : { standalone: './src/standalone-entry.ts' };
  config.plugins = [
    ...commonPlugins({
      isProduction,
      defines: { __REMOTE_NAME__: remote, __REMOTE_VERSION__: version, __CONTRACT_VERSION__: contractVersion },
    }),
    new ModuleFederationPlugin({
      name: `portal_${remote}`,
      filename: 'remoteEntry.js',
      exposes,
      shared: federationShared(shared, isProduction),
      shareStrategy: 'loaded-first',
      // A release runs on the host's federation runtime (the host provides it): one copy per page, not one per remote.
      // Host and remotes then move @module-federation/enhanced together; the operators' release check refuses a
      // mismatch (deploy/src/operations/checks.ts). The standalone development page has no host, so it keeps its own.
      // A remote consumes no other remote (only the host loads remotes and parcels), and runs in browsers only.
      ...(isProduction ? { experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } } } : {}),
      manifest: {
        additionalData: ({ stats, compilation }) => {
          stats.metaData.portal = {
            version,
            contractVersion,
            ...(isProduction ? { pages: pageFiles(compilation), exposed: exposedFiles(compilation, exposes) } : {}),
            ...(isProduction && prerender ? prerenderedPages(compilation) : {}),
          };
          return stats;
        },
      },
      dts: false,
    }),
    ...(isProduction
      ? [
          hostBundlerRuntime(),
          new ChunkIntegrityPlugin(),
          ...(prerender ? [new PrerenderPlugin({ packageDir, remote, prerender })] : []),
          new ReleaseRecordPlugin({
            remote,
            version,
            contractVersion,
            shared: sharedFacts(shared, 'requiredVersion'),
            federationRuntime,
            federationRuntimeParts,
            source: process.env.PORTAL_RELEASE === 'release' ? 'release' : 'build',
            repoRoot,
          }),
        ]
      : []),
    // Standalone mode: the remote with a PortalContext of its own, for a team working without the host.
    ...(isProduction ? [] : [new HtmlWebpackPlugin({ template: join(here, 'standalone.html'), title: `${pkg.name} (standalone)`, chunks: ['standalone'] })]),
  ];
  config.devServer = devServer(pkg.portal.port, { historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } });
  return config;
}

/**
 * The contract's route table, its guard and the portal context's names, in one chunk of the host's. The host's boot and
 * the kit's core (the shared module the host provides) both use them, and webpack's default split, which moves only
 * what weighs 20 KB or more, left a copy in each: 1.4 KB gzip twice on every page. Only these three files: splitting
 * the rest of the contract the same way gave each signed-in page more, smaller chunks and more bytes, not fewer.
 */
const routeTableChunk = () => ({
  test: /[\\/]shared-contracts[\\/]src[\\/](routes|guard|portal-context)\.ts$/,
  chunks: 'all',
  minChunks: 2,
  minSize: 0,
  priority: 5,
});

/** The host: knows no remote at build time; it reads the environment file at boot. */
export function hostConfig(packageDir, argv = {}) {
  const pkg = readJson(join(packageDir, 'package.json'));
  const isProduction = argv.mode !== 'development';
  const config = baseConfig({ packageDir, isProduction, outputPath: join(packageDir, 'dist'), publicPath: '/', uniqueName: 'portal_host' });
  config.name = 'host';
  config.optimization.splitChunks = { cacheGroups: { routeTable: routeTableChunk() } };
  const shared = sharedSingletons(packageDir);
  config.plugins = [
    ...commonPlugins({ isProduction, defines: { __HOST_VERSION__: pkg.version, __CONTRACT_VERSION__: contractVersion } }),
    new ModuleFederationPlugin({
      name: 'portal_host',
      remotes: {},
      shared: federationShared(shared, isProduction),
      shareStrategy: 'loaded-first',
      // The page's one federation runtime, which every remote's release uses (remoteConfig's externalRuntime and
      // hostBundlerRuntime): what `experiments.provideExternalRuntime` adds, but its ES module, which shares the
      // runtime the host already runs (the option adds the CommonJS one, and with it a second copy of the runtime into
      // the host's main chunk), and the bundler runtime beside it (federation/provide-runtime.js).
      runtimePlugins: [join(here, 'federation/provide-runtime.js')],
      // The runtime's browser build: none of its code for loading remotes in Node.
      experiments: { optimization: { target: 'web', disableSnapshot: true } },
      dts: false,
    }),
    new HtmlWebpackPlugin({ template: join(packageDir, 'src/index.html'), chunks: ['main'] }),
    ...(isProduction ? [new PaintFirstPlugin(), new BootFilesPlugin(), new CompileHintsPlugin()] : []),
    ...(isProduction ? [new HostRecordPlugin({ version: pkg.version, contractVersion, shared: sharedFacts(shared, 'version'), federationRuntime, federationRuntimeParts })] : []),
  ];
  // `npm run dev`: the remotes' development servers, as pinned by the development environment file.
  config.devServer = devServer(8080, {
    historyApiFallback: true,
    setupMiddlewares: (middlewares, server) => {
      server.app.get('/environment.json', (_request, response) => {
        response.setHeader('Cache-Control', 'no-store');
        response.type('application/json').send(readFileSync(join(repoRoot, 'deploy/environments/development.json'), 'utf8'));
      });
      return middlewares;
    },
  });
  return config;
}

/**
 * A plain script of the host's that the host server puts in the page itself rather than link (the signed-in banners
 * drawn ahead: shared-contracts SIGNED_IN_AHEAD_FILE): one file, no Module Federation and no chunks, nothing shared, so
 * that it runs as the page is read. Built after the host (`dependencies`), whose build empties the folder first.
 */
export function pageScriptConfig(packageDir, { entry, filename }) {
  return {
    name: filename,
    dependencies: ['host'],
    mode: 'production',
    context: packageDir,
    target: 'web',
    entry,
    devtool: false,
    output: { path: join(packageDir, 'dist'), filename, clean: false, iife: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    resolveLoader: { modules: [join(here, 'node_modules'), 'node_modules'] },
    module: { rules: [swcRule(true)] },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * The host's entry runs after the first paint (issue 15): a deferred entry script runs as soon as it has arrived, and
 * the first paint waited for it, on a phone the federation runtime's start (~0.5 s of main thread at Lighthouse's 4×
 * slowdown). The page instead preloads the entry (it downloads as before) and runs `paint-first.js`, which appends the
 * entry's script once the first paint is on screen; the host server puts that script in the page itself (a request of
 * its own before the paint, and the first frame's animation callback, tied the paint to its download in Lighthouse's
 * simulation, which then swung by 0.4 s from run to run). Lighthouse mobile, /login: score 75 → 86 (medians of three,
 * alternated runs), mostly from how its simulation counts: its first paint moves later (the preloaded entry shares the simulated link with
 * the stylesheet) and the boot's long tasks fall before it, out of the blocking time; in Chromium at 4× CPU the first
 * paint no longer waits for the runtime. Production builds only: the development server keeps webpack's tag.
 */
class PaintFirstPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PaintFirstPlugin', (compilation) => {
      // Minified: the host server sends its text in every page.
      const code = swc.minifySync(readFileSync(join(here, 'paint-first.js'), 'utf8'), { compress: true, mangle: true }).code;
      const file = `paint-first.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      compilation.hooks.processAssets.tap({ name: 'PaintFirstPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(file, new sources.RawSource(code));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PaintFirstPlugin', (groups) => {
        // The page has one entry script (`chunks: ['main']`): its tag becomes the preload, and the loader follows it.
        const entry = groups.headTags.findIndex((tag) => tag.tagName === 'script' && tag.attributes.src);
        if (entry < 0) throw new Error('PaintFirstPlugin: the page has no entry script');
        const { src } = groups.headTags[entry].attributes;
        const headTags = [...groups.headTags];
        headTags.splice(entry, 1, HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: src, 'data-portal-entry': true }));
        // At the end of the body, where a deferred script runs: the host server puts its text there, allowed by its hash
        // (shared-contracts INLINE_HOST_SCRIPT_ATTRIBUTE), and the file is what a page gets where it cannot.
        const loader = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${compilation.outputOptions.publicPath}${file}`, 'data-portal-inline': true });
        return { ...groups, headTags, bodyTags: [...groups.bodyTags, loader] };
      });
    });
  }
}

/**
 * The host's own files its boot fetches once the entry has run (issue 15): the entry's asynchronous children — the
 * bootstrap and the shared modules the host provides (react-dom, the kit, the contract's parts) — and the signed-in
 * frame's chunk, named in the page's head as `<meta name="portal-boot-files" content="…">` (file names, space
 * separated). The host server turns them into preload hints on the pages that need a signed-in person
 * (deploy/src/shellPage.ts, which reads the same meta name), so they download beside the entry rather than after it
 * has arrived and run. Not on the signed-out pages: there the hints would share a slow link with the stylesheet the
 * first paint waits for. Production builds only.
 */
class BootFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootFilesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootFilesPlugin', (groups) => {
        const entry = compilation.entrypoints.get('main');
        const signedIn = compilation.namedChunks.get('signed-in');
        if (!entry || !signedIn) throw new Error('BootFilesPlugin: the host has no main entry or no signed-in chunk');
        const chunks = [...entry.getChildren().flatMap((group) => group.chunks), signedIn];
        const files = [...new Set(chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => /\.(js|css)$/.test(file));
        const meta = HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'portal-boot-files', content: files.join(' ') });
        return { ...groups, headTags: [...groups.headTags, meta] };
      });
    });
  }
}

/** The libraries a page loads only when a person reaches for them (shared-ui's DataTable and Chart): a page calls few of their functions. */
const LOADED_ON_DEMAND = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:ag-grid-community|ag-grid-react|echarts|zrender)[\\/]/;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8's explicit compile hint in the host's chunks (Chrome 136 and later; a comment to other browsers): a script that
 * starts with `//# allFunctionsCalledOnLoad` has all its functions compiled as it streams in, on a background thread,
 * rather than each on the main thread when first called. The host's chunks are what every page runs as it opens
 * (react-dom, the federation runtime, the shell, the kit), so each carries it but those of the libraries loaded on
 * demand. Measured for issue 15 at 4× CPU, cold loads alternated with the build without it (medians of six):
 * /login's main-thread script time 380 and 358 ms against 445, its blocking time 501 and 528 against 688; /dashboard's
 * blocking time 574, 485 and 556 ms against 738, 730 and 667 (one more set, in a slow spell of the machine, 1,102).
 * Not in the remotes' chunks: with them, a cold switch into an area (desktop, no throttling) took 225 and 233 ms
 * against 194 and 162 — the area's scripts run only once all their functions are compiled. Added after minification,
 * before the content hashes, the integrity digests and the source maps, which all count the line.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const chunk of compilation.chunks) {
          const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => module.modules ?? [module]);
          if (modules.some((module) => LOADED_ON_DEMAND.test(module.resource ?? ''))) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js') && assets[file]) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}

/**
 * A remote's pages drawn ahead (package.json `portal.prerender`: `{ module, routes }`, route names of the contract):
 * each written as `prerendered/<Route>.html` into the release, or, for a page that fits only some, each of its pictures
 * as `prerendered/<Route>.<n>.html`, and listed in its manifest (`prerenderedPages`), for the host server to send inside
 * the page's frame (deploy/src/shellPage.ts). Drawn by the module's `prerender(path)` in a process of its own
 * (prerender-pages.cjs), so that the remote's TypeScript never runs in webpack's.
 */
class PrerenderPlugin {
  constructor({ packageDir, remote, prerender }) {
    this.options = { packageDir, remote, prerender };
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { packageDir, remote, prerender } = this.options;
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrerenderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const swcRegister = createRequire(join(here, 'package.json')).resolve('@swc-node/register');
        const output = execFileSync(process.execPath, ['-r', swcRegister, join(here, 'prerender-pages.cjs'), remote, prerender.module, ...prerender.routes], {
          cwd: packageDir,
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        });
        const { pages, pictures } = JSON.parse(output);
        for (const [route, markup] of Object.entries(pages)) {
          compilation.emitAsset(prerenderedFile(route), new sources.RawSource(markup));
        }
        const listed = {};
        for (const [route, drawn] of Object.entries(pictures)) {
          listed[route] = drawn.map(({ markup, ...fits }, index) => {
            compilation.emitAsset(pictureFile(route, index), new sources.RawSource(markup));
            return { file: pictureFile(route, index), ...fits };
          });
        }
        drawnOf.set(compilation, { pages: Object.keys(pages), pictures: listed });
      });
    });
  }
}

const prerenderedFile = (route) => `prerendered/${route}.html`;
const pictureFile = (route, index) => `prerendered/${route}.${index + 1}.html`;

/**
 * What a compilation drew: the pages drawn for everyone (route names), and the pictures of each page that fits only some
 * (route name → each one's file and whom it fits).
 */
const drawnOf = new WeakMap();

/**
 * What a remote's manifest says of its pages' own code (`metaData.portal.pages`, route name → the scripts, with the
 * integrity the remote's runtime loads them under, and the stylesheets its chunk needs), so that the host fetches a
 * page's files with the app's rather than once the app has run: a round trip less when an area not loaded yet is
 * switched into, or when the shell boots on one of its pages (host/src/remotes/remoteLoader.ts `preloadPageFiles`,
 * called from prefetchRemotes.ts; tooling/README.md has the figures). A page is a chunk
 * `src/routes.tsx` imports, named after its route in kebab case (`webpackChunkName: "deal-detail"` for DealDetail); a
 * page two routes share (Application, for BorrowerApplication and SignApplication) is imported under each route's name,
 * and webpack keeps one file for both. Read when the manifest is written, after the files' final content (and
 * ChunkIntegrityPlugin's digests) is settled.
 */
export function pageFiles(compilation) {
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!group.origins.some((origin) => /[\\/]src[\\/]routes\.tsx$/.test(origin.module?.resource ?? ''))) continue;
    pages[routeNameOf(name)] = chunkGroupFiles(compilation, group);
  }
  return pages;
}

/**
 * What a remote's manifest says of its exposed modules' code (`metaData.portal.exposed`, `./app` → the same lists as a
 * page's): the files the module needs before it runs, with the integrity the remote's runtime loads them under, so
 * that the host fetches them beside the entry (remoteLoader.ts `prepare`) rather than once the entry has run. Module
 * Federation names an exposed module's chunk group `__federation_expose_<name>`.
 */
export function exposedFiles(compilation, exposes) {
  const exposed = {};
  for (const path of Object.keys(exposes)) {
    const group = compilation.namedChunkGroups.get(`__federation_expose_${path.replace(/^\.\//, '').replace(/[^\w]/g, '_')}`);
    if (group) exposed[path] = chunkGroupFiles(compilation, group);
  }
  return exposed;
}

/** A chunk group's scripts, each with its integrity, and its stylesheets. */
function chunkGroupFiles(compilation, group) {
  const files = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))];
  return {
    js: files.filter((file) => file.endsWith('.js')).map((file) => ({ name: file, integrity: chunkIntegrityOf(compilation.getAsset(file).source.buffer()) })),
    css: files.filter((file) => file.endsWith('.css')),
  };
}

/** "deal-detail" → "DealDetail". */
const routeNameOf = (chunkName) => chunkName.replace(/(^|-)([a-z])/g, (_match, _dash, letter) => letter.toUpperCase());

/**
 * What a remote's manifest says of its pages drawn ahead, each file beside the manifest: those for everyone under
 * `prerendered` (route name → file), the pictures of those that fit only some under `prerenderedFor` (route name → each
 * picture's file and whom it fits, in the order the page tries them); a page under both (My Deals) has the first for
 * its address alone, the second for what its query says. A host server that knows only the first sends none of the
 * second: it could not tell whom they fit.
 */
function prerenderedPages(compilation) {
  const { pages = [], pictures = {} } = drawnOf.get(compilation) ?? {};
  return {
    prerendered: Object.fromEntries(pages.map((route) => [route, prerenderedFile(route)])),
    ...(Object.keys(pictures).length > 0 ? { prerenderedFor: pictures } : {}),
  };
}

function devServer(port, extra) {
  return {
    host: '127.0.0.1',
    port,
    hot: true,
    client: { overlay: { warnings: false } },
    proxy: [{ context: ['/api'], target: apiTarget, pathRewrite: { '^/api': '' } }],
    ...extra,
  };
}
