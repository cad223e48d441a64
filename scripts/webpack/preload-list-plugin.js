'use strict';
// Writes preload.json: every file the shell needs before its first page can render — the named chunk group of its
// bootstrap (and what webpack split off it) and the chunks of each shared module it provides (React, the router,
// shared-api…, with their split-off vendor chunks, which mf-manifest.json does not list). The server preloads
// these, plus the route's remote, from index.html (docs/design.md §2).

class PreloadListPlugin {
  /** @param {{ chunkGroup: string }} options */
  constructor({ chunkGroup }) {
    this.chunkGroup = chunkGroup;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After RealContentHashPlugin has given the files their final names.
        { name: 'PreloadListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const bootstrap = compilation.namedChunkGroups.get(this.chunkGroup);
          if (!bootstrap) {
            compilation.errors.push(new WebpackError(`PreloadListPlugin: no chunk group named "${this.chunkGroup}".`));
            return;
          }
          const groups = [bootstrap];
          for (const module of compilation.modules) {
            if (module.type !== 'provide-module') continue;
            for (const block of module.blocks) {
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              if (group) groups.push(group);
            }
          }
          const files = new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])));
          const list = {
            scripts: [...files].filter((file) => file.endsWith('.js')).sort(),
            styles: [...files].filter((file) => file.endsWith('.css')).sort(),
          };
          compilation.emitAsset('preload.json', new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { PreloadListPlugin };
