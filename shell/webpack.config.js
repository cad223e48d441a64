// The shell (MF host); every app's config comes from scripts/webpack (one place to change).
const { createShellConfig } = require('../scripts/webpack');

module.exports = createShellConfig({ dir: __dirname });
