'use strict';
// remotes.json: where the shell finds each remote at run time (docs/design.md §2). The build writes the defaults; a deploy
// may replace the file (or the server may serve an override) to move a remote without rebuilding the shell.
// The URLs point at remoteEntry.js, not mf-manifest.json: the apps are built with `disableSnapshot`, and the
// manifest is only understood by the snapshot code that option removes.
const { REMOTES } = require('./contracts');

/** @returns {Record<string, string>} remote name → `/remotes/<folder>/remoteEntry.js` */
function defaultRemotesConfig() {
  return Object.fromEntries(
    Object.values(REMOTES).map(({ name, folder }) => [name, `/remotes/${folder}/remoteEntry.js`]),
  );
}

/** @param {Record<string, number>} ports dev-server port per REMOTES key */
function devRemotesConfig(ports) {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([key, { name }]) => [name, `http://localhost:${ports[key]}/remoteEntry.js`]),
  );
}

class RemotesJsonPlugin {
  /** @param {Record<string, string>} [config] */
  constructor(config = defaultRemotesConfig()) {
    this.json = `${JSON.stringify(config, null, 2)}\n`;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('remotes.json', new sources.RawSource(this.json)),
      );
    });
  }
}

module.exports = { RemotesJsonPlugin, defaultRemotesConfig, devRemotesConfig };
