'use strict';
// Emits `<asset>.br` and `<asset>.gz` beside every text asset, so the server can send compressed files without
// compressing on each request (@fastify/static `preCompressed`). Both at their best, since it is done once at build
// time: Brotli at maximum quality, and gzip by Zopfli (a standard gzip stream, 3 % smaller than zlib's level 9 on
// our chunks) — gzip is what browsers get over plain HTTP, and what Lighthouse and the first-load budget measure.
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { gzipAsync: zopfliGzip } = require('@gfx/zopfli');

const brotli = promisify(zlib.brotliCompress);
const TEXT_ASSET = /\.(js|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          additionalAssets: true,
        },
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
                zopfliGzip(buffer, { numiterations: 15 }),
              ]);
              // Not `immutable`, even beside a content-hashed file: webpack never rewrites an existing immutable file,
              // so a change of compression settings would leave the old .gz/.br in place.
              const info = { compressed: true };
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(Buffer.from(gz)), info);
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
