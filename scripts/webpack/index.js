'use strict';
// One webpack factory for the four apps (the shell host and the three remotes), so their configs stay a few lines.
// `webpack --mode production` builds dist/ (BUILD_OUTPUT_DIR: another folder, e.g. the temporary one a release
// is published from, so the site's own build is left alone); `webpack serve --mode development` runs the dev server.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
// Webpack's own minimizer plugin (terser's successor in 5.111), resolved from webpack so hoisting cannot move it.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);
const { REMOTES, CONTRACT_VERSION } = require('./contracts');
const { sharedModules } = require('./shared');
const { moduleRules } = require('./rules');
const { PrecompressPlugin } = require('./precompress-plugin');
const { RouterExportsGuardPlugin } = require('./router-exports-guard-plugin');
const { PreloadListPlugin } = require('./preload-list-plugin');
const { RemotesJsonPlugin, devRemotesConfig } = require('./remotes-json');

/** Dev-server ports (docs/design.md §6). The API's dev port can be moved with DEV_API_URL. */
const DEV_PORTS = { shell: 3000, catalog: 3001, recipeView: 3002, recipeEditor: 3003 };
const devApiUrl = () => process.env.DEV_API_URL || 'http://localhost:4000';

/**
 * Entry chunks' names. Webpack 5.111 asks for this template while it is still hashing the chunk (MF's runtime
 * module only needs the directory depth from it), before [contenthash] exists: module-federation/core#5077.
 * Until then the name without the hash stands in; the emitted file always carries its content hash.
 * @param {import('webpack').PathData} pathData
 */
function entryFilename(pathData) {
  const chunk = /** @type {{ contentHash?: Record<string, string> } | undefined} */ (pathData.chunk);
  return chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * react-router 7 ships two identical builds that differ in one flag, and its package exports always pick the
 * development one (dev warnings and their messages included). Production builds take the production files.
 */
function productionAliases() {
  const routerDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    'react-router$': path.join(routerDist, 'index.mjs'),
    'react-router/dom$': path.join(routerDist, 'dom-export.mjs'),
  };
}

/**
 * @param {{ dir: string; uniqueName: string; production: boolean; publicPath: string }} o
 * @returns {import('webpack').Configuration}
 */
function baseConfig({ dir, uniqueName, production, publicPath }) {
  const hashed = production ? '.[contenthash:10]' : '';
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(dir, 'dist'),
      uniqueName,
      publicPath,
      filename: production ? entryFilename : '[name].js',
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      // MF writes the full (not tree-shaken) router fallback there before the main build emits; keep it.
      clean: { keep: /^independent-packages\// },
      // A chunk that never arrives fails (and can be retried) instead of hanging the page for webpack's 120 s.
      chunkLoadTimeout: 20_000,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: production ? productionAliases() : {} },
    module: { rules: moduleRules({ production, uniqueName }) },
    optimization: {
      // Readable chunk names in dev; short deterministic ids in production keep chunk hashes stable across builds.
      chunkIds: production ? 'deterministic' : 'named',
      moduleIds: production ? 'deterministic' : 'named',
      // swc's minifier: terser's output size at a fraction of its time (builds share two cores).
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
      ],
    },
    performance: { hints: false }, // first-load budgets are measured by bench/, not guessed per asset here
    plugins: [
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
            new PrecompressPlugin(),
            new RouterExportsGuardPlugin(),
          ]
        : []),
    ],
    infrastructureLogging: { level: 'warn' },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * Module Federation options every app shares (docs/design.md §2). `host`: the shell, which loads the remotes.
 * In production each remote's remoteEntry.js uses the MF runtime core of the shell (`externalRuntime`: the global
 * `_FEDERATION_RUNTIME_CORE`, which shell/src/index.ts sets) instead of shipping a second copy (≈ 10 KB gzip per
 * remote entry). A remote container is only ever started by the shell's runtime, after that. (MF's own
 * `provideExternalRuntime` is not used: it bundles a second, CommonJS copy of the core into the shell.) Dev builds
 * keep their own runtime: each remote also runs alone on its dev server.
 */
function federationOptions({ host, production }) {
  const externalRuntime = production && !host ? { externalRuntime: true } : {};
  return {
    dts: false,
    dev: false,
    // The props-contract version goes into mf-manifest.json: the server's deploy gate compares a remote's with the
    // shell's before a release can go live (docs/design.md §7).
    manifest: {
      additionalData({ stats }) {
        stats.metaData = { ...stats.metaData, contractVersion: CONTRACT_VERSION };
        return stats;
      },
    },
    shared: sharedModules({ production }),
    // MF compiles a full fallback of each tree-shaken shared module with a copy of the app's plugins; these
    // plugins are about the app's own build and would fail or waste time there.
    treeShakingSharedExcludePlugins: [
      'PreloadListPlugin',
      'RemotesJsonPlugin',
      'RouterExportsGuardPlugin',
      'PrecompressPlugin',
      'EntryScriptPriorityPlugin',
    ],
    experiments: {
      asyncStartup: true,
      ...externalRuntime,
      optimization: { target: 'web', disableSnapshot: true, ...(host ? {} : { disableRemote: true }) },
    },
  };
}

/** @param {{ port: number; extra?: object }} o */
function devServer({ port, extra }) {
  return {
    port,
    host: 'localhost',
    hot: false, // no react-refresh here; a full reload per change is predictable across four containers
    liveReload: true,
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: devApiUrl(), changeOrigin: false }],
    client: { overlay: { warnings: false, errors: true }, webSocketURL: `ws://localhost:${port}/ws` },
    ...extra,
  };
}

/**
 * The shared modules the shell provides are all needed before its first page renders, so instead of a chunk per
 * module and its split-off parts (a dozen requests, each with its own headers and gzip stream), they come in two:
 * the libraries (React, the router, SWR: change with a dependency update) and the workspace's own shared-api and
 * shared-ui (change with the app).
 */
function shellSharedChunks() {
  const group = (name, test, priority) => ({ name, test, chunks: 'async', enforce: true, priority });
  return {
    framework: group(
      'framework',
      /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal)[\\/]/,
      40,
    ),
    workspace: group('workspace', /[\\/]shared-(api|ui)[\\/]src[\\/]/, 30),
    // The shell's own styles join the shared ones: one stylesheet to fetch at start instead of two.
    styles: { ...group('workspace', /[\\/]shell[\\/]src[\\/]/, 20), type: 'css/mini-extract' },
  };
}

/** The entry script is what everything else waits for: fetched at high priority (a deferred script is low). */
class EntryScriptPriorityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('EntryScriptPriorityPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('EntryScriptPriorityPlugin', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

/**
 * The shell: the MF host. Remotes are not listed here: the shell registers them at run time from /remotes.json.
 * @param {{ dir: string }} o
 */
function createShellConfig({ dir }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const config = baseConfig({ dir, uniqueName: 'shell', production, publicPath: '/' });
    config.entry = { main: './src/index.ts' };
    if (production) config.optimization.splitChunks = { cacheGroups: shellSharedChunks() };
    config.plugins.push(
      new ModuleFederationPlugin({ name: 'shell', ...federationOptions({ host: true, production }) }),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', inject: 'head' }),
      new EntryScriptPriorityPlugin(),
      new RemotesJsonPlugin(production ? undefined : devRemotesConfig(DEV_PORTS)),
      new PreloadListPlugin({ chunkGroup: 'bootstrap' }), // src/index.ts names its import() "bootstrap"
    );
    config.devServer = devServer({ port: DEV_PORTS.shell });
    return config;
  };
}

/**
 * A remote exposing its one page (@simple-recipes/shared-api/contracts REMOTES). Production builds only the federated container
 * (remoteEntry.js + mf-manifest.json + chunks); the dev server also mounts src/bootstrap.tsx alone for its team.
 * @param {{ dir: string; remote: keyof typeof REMOTES }} o
 */
function createRemoteConfig({ dir, remote }) {
  const { name, expose, file } = REMOTES[remote];
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const config = baseConfig({ dir, uniqueName: name, production, publicPath: 'auto' });
    config.entry = production ? {} : { main: './src/index.ts' };
    config.plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { [expose]: file },
        ...federationOptions({ host: false, production }),
      }),
    );
    if (!production) {
      config.plugins.push(
        new HtmlWebpackPlugin({
          templateContent: standaloneHtml(name),
          scriptLoading: 'defer',
          inject: 'head',
          chunks: ['main'], // not remoteEntry: the page mounts the remote alone
          publicPath: '/', // deep links (/:stub/update) must not resolve scripts relative to the path
        }),
      );
    }
    config.devServer = devServer({
      port: DEV_PORTS[remote],
      // The shell on :3000 loads this remote's files cross-origin.
      extra: { headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' } },
    });
    return config;
  };
}

function standaloneHtml(title) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} (standalone)</title></head><body><div id="root"></div></body></html>`;
}

module.exports = { createShellConfig, createRemoteConfig, DEV_PORTS };
