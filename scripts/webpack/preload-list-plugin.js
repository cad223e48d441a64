'use strict';
// Writes preload.json: the files of the named chunk group a page needs before it can render (the shell's
// `bootstrap` chunk and whatever webpack split off it, JS and CSS). The server adds these, the shared chunks
// from mf-manifest.json and the route's remote to index.html as <link rel="preload"> (DESIGN §2).

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
          const group = compilation.namedChunkGroups.get(this.chunkGroup);
          if (!group) {
            compilation.errors.push(new WebpackError(`PreloadListPlugin: no chunk group named "${this.chunkGroup}".`));
            return;
          }
          const files = group.chunks.flatMap((chunk) => [...chunk.files]);
          const list = {
            scripts: files.filter((file) => file.endsWith('.js')),
            styles: files.filter((file) => file.endsWith('.css')),
          };
          compilation.emitAsset('preload.json', new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { PreloadListPlugin };
