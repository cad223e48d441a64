'use strict';
// One webpack factory for the four apps (the shell host and the three remotes), so their configs stay a few lines.
// `webpack --mode production` builds dist/; `webpack serve --mode development` runs the dev server.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
// Webpack's own minimizer plugin (terser's successor in 5.111), resolved from webpack so hoisting cannot move it.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);
const { REMOTES } = require('./contracts');
const { sharedModules } = require('./shared');
const { moduleRules } = require('./rules');
const { PrecompressPlugin } = require('./precompress-plugin');
const { RouterExportsGuardPlugin } = require('./router-exports-guard-plugin');
const { PreloadListPlugin } = require('./preload-list-plugin');
const { RemotesJsonPlugin, devRemotesConfig } = require('./remotes-json');

/** Dev-server ports (DESIGN §6). The API's dev port can be moved with DEV_API_URL. */
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
      path: path.join(dir, 'dist'),
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: { rules: moduleRules({ production, uniqueName }) },
    optimization: {
      // Readable chunk names in dev; short deterministic ids in production keep chunk hashes stable across builds.
      chunkIds: production ? 'deterministic' : 'named',
      moduleIds: production ? 'deterministic' : 'named',
      // swc's minifier: terser's output size at a fraction of its time (builds share two cores).
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } }),
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

/** Module Federation options every app shares (DESIGN §2). */
function federationOptions({ disableRemote, production }) {
  return {
    dts: false,
    dev: false,
    manifest: true,
    shared: sharedModules({ production }),
    // MF compiles a full fallback of each tree-shaken shared module with a copy of the app's plugins; these
    // plugins are about the app's own build and would fail or waste time there.
    treeShakingSharedExcludePlugins: ['PreloadListPlugin', 'RemotesJsonPlugin', 'RouterExportsGuardPlugin', 'PrecompressPlugin'],
    experiments: {
      asyncStartup: true,
      optimization: { target: 'web', disableSnapshot: true, ...(disableRemote ? { disableRemote: true } : {}) },
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
 * The shell: the MF host. Remotes are not listed here: the shell registers them at run time from /remotes.json.
 * @param {{ dir: string }} o
 */
function createShellConfig({ dir }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const config = baseConfig({ dir, uniqueName: 'shell', production, publicPath: '/' });
    config.entry = { main: './src/index.ts' };
    config.plugins.push(
      new ModuleFederationPlugin({ name: 'shell', ...federationOptions({ disableRemote: false, production }) }),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', inject: 'head' }),
      new RemotesJsonPlugin(production ? undefined : devRemotesConfig(DEV_PORTS)),
      new PreloadListPlugin({ chunkGroup: 'bootstrap' }), // src/index.ts names its import() "bootstrap"
    );
    config.devServer = devServer({ port: DEV_PORTS.shell });
    return config;
  };
}

/**
 * A remote exposing its one page (shared-api/contracts REMOTES). Production builds only the federated container
 * (remoteEntry.js + mf-manifest.json + chunks); the dev server also mounts src/bootstrap.tsx alone for its team.
 * @param {{ dir: string; remote: keyof typeof REMOTES }} o
 */
function createRemoteConfig({ dir, remote }) {
  const { name, expose } = REMOTES[remote];
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const config = baseConfig({ dir, uniqueName: name, production, publicPath: 'auto' });
    config.entry = production ? {} : { main: './src/index.ts' };
    config.plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { [expose]: `./src/${expose.slice(2)}.tsx` },
        ...federationOptions({ disableRemote: true, production }),
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
