'use strict';
// Guards the tree-shaken router singleton (see ROUTER_EXPORTS in shared.js): app code must import from
// 'react-router-dom' (a direct 'react-router' import would be a second, unshared router), name its imports
// (no namespace or dynamic import), and use only exports in ROUTER_EXPORTS — otherwise the build fails here
// instead of a remote crashing in the browser on an export the shell's copy does not have.
const { ROUTER_EXPORTS } = require('./shared');

const ROUTER = 'react-router-dom';
const isAppCode = (resource) => typeof resource === 'string' && !resource.includes('/node_modules/');

class RouterExportsGuardPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    const allowed = new Set(ROUTER_EXPORTS);

    compiler.hooks.compilation.tap('RouterExportsGuardPlugin', (compilation, { normalModuleFactory }) => {
      const problems = new Map(); // message → file

      normalModuleFactory.hooks.beforeResolve.tap('RouterExportsGuardPlugin', (data) => {
        const request = data.request;
        if ((request === 'react-router' || request.startsWith('react-router/')) && isAppCode(data.contextInfo.issuer)) {
          problems.set(
            `import from 'react-router-dom' instead of '${request}' (the shared router)`,
            data.contextInfo.issuer,
          );
        }
      });

      compilation.hooks.dependencyReferencedExports.tap('RouterExportsGuardPlugin', (referenced, dependency) => {
        if (!('request' in dependency) || dependency.request !== ROUTER) return referenced;
        const issuer = compilation.moduleGraph.getParentModule(dependency);
        const resource = issuer && 'resource' in issuer ? issuer.resource : undefined;
        if (!isAppCode(resource)) return referenced;
        for (const item of referenced) {
          const path = Array.isArray(item) ? item : item.name;
          const name = path[0];
          if (name === undefined) {
            problems.set(`use named imports from '${ROUTER}' (no namespace or dynamic import)`, resource);
          } else if (!allowed.has(name)) {
            problems.set(`'${name}' from '${ROUTER}' is not in ROUTER_EXPORTS (scripts/webpack/shared.js)`, resource);
          }
        }
        return referenced;
      });

      compilation.hooks.afterSeal.tap('RouterExportsGuardPlugin', () => {
        for (const [message, file] of problems) {
          const error = new WebpackError(`Shared router: ${message}.`);
          error.file = file;
          compilation.errors.push(error);
        }
      });
    });
  }
}

module.exports = { RouterExportsGuardPlugin };
