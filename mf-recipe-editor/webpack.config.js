// Every app's config comes from scripts/webpack (one place to change).
const { createRemoteConfig } = require('../scripts/webpack');

module.exports = createRemoteConfig({ dir: __dirname, remote: 'recipeEditor' });
