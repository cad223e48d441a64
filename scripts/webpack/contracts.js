'use strict';
// The remote names, folders and exposed pages live once, in shared-api/contracts.ts (TypeScript).
// Webpack configs are plain Node, so the file is transpiled on the fly just for this require.
const { register } = require('esbuild-register/dist/node');

function loadContracts() {
  const { unregister } = register({ target: 'node20' });
  try {
    return require('@simple-recipes/shared-api/contracts');
  } finally {
    unregister();
  }
}

/** @type {{ REMOTES: Record<string, { name: string; folder: string; expose: string; file: string }>; CONTRACT_VERSION: number }} */
module.exports = loadContracts();
