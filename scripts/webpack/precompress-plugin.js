'use strict';
// Emits `<asset>.br` and `<asset>.gz` beside every text asset, so the server can send compressed files without
// compressing on each request (@fastify/static `preCompressed`). Brotli at maximum quality: done once at build time.
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT_ASSET = /\.(js|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        async (assets) => {
          const jobs = Object.keys(assets)
            .filter((name) => TEXT_ASSET.test(name) && !name.endsWith('.map'))
            .map(async (name) => {
              const asset = compilation.getAsset(name);
              if (!asset || asset.info.compressed) return;
              const buffer = asset.source.buffer();
              if (buffer.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(buffer, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                  },
                }),
                gzip(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              const info = { compressed: true, immutable: asset.info.immutable };
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info);
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
