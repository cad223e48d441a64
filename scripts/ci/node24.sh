#!/usr/bin/env bash
# The server on a current Node.js line (default 24; NODE_MAJOR=22 for the other LTS): the server's integration
# suite (server/test, SQLite) and a start-up smoke test of the real process, run on the `node` binary from the npm
# registry's `node` package. Called by .ci/run after `npm test` (which ran everything on the machine's Node.js).
#
# The machine's install stays as it is: the checkout is copied as hard links (instant, no space), except
# better-sqlite3 — the one native module built per Node.js ABI (sharp, @swc/core and esbuild ship ABI-stable
# binaries) — which is copied for real and compiled there.
#
# It is compiled against the headers of Node.js 24.18.1 (the registry's node-<platform> package ships them), not
# those of the newest 24.x: from 24.19.0 the header-only node::ObjectWrap registers an environment cleanup hook,
# and better-sqlite3 12 (the last line that still runs on Node 20) built against those headers aborts the process
# when a garbage-collected statement is finalized ("Assertion failed: (env) != nullptr", nodejs/node#65446). The
# module's ABI is the same for every 24.x, so the build runs on the newest 24.x runtime, which is what is tested.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
major=${NODE_MAJOR:-24}
# Headers to build native modules against (see above); NODE_MAJOR=22 builds against 22's own.
headers_version=${ADDON_HEADERS_VERSION:-$([ "$major" = 24 ] && echo 24.18.1 || echo "$major")}
started=$(date +%s)
work=$(mktemp -d "${TMPDIR:-/tmp}/recipes-node${major}-XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "ci: node${major}: fetching Node.js ${major} from the npm registry"
npm install --prefix "$work/runtime" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@${major}" >/dev/null
node_bin="$work/runtime/node_modules/node/bin"
platform=$("$node_bin/node" -p 'process.platform + "-" + process.arch')
npm install --prefix "$work/headers" --no-save --no-package-lock --no-audit --no-fund --loglevel=error --ignore-scripts \
  "node-${platform}@${headers_version}" >/dev/null
headers="$work/headers/node_modules/node-${platform}"
export PATH="$node_bin:$PATH"
echo "ci: node${major}: runtime $(node --version), native modules built against $(node -p "require('$headers/package.json').version") headers"

echo "ci: node${major}: copying the checkout and building better-sqlite3 for it"
cp -al "$repo/." "$work/repo"
rm -rf "$work/repo/node_modules/better-sqlite3"
cp -a "$repo/node_modules/better-sqlite3" "$work/repo/node_modules/better-sqlite3"
rm -rf "$work/repo/node_modules/better-sqlite3/build"
(cd "$work/repo" && npm_config_nodedir="$headers" npm_config_build_from_source=true npm_config_jobs=max \
  npm rebuild better-sqlite3 --loglevel=error >/dev/null)
built=$(date +%s)

cd "$work/repo"
echo "ci: node${major}: the server's integration suite"
node node_modules/jest/bin/jest.js --selectProjects server --cacheDirectory "$work/jest-cache" --maxWorkers=2 server/test
echo "ci: node${major}: start-up smoke test"
node scripts/ci/smoke-start.mjs

finished=$(date +%s)
echo "ci: node${major}: done in $((finished - started)) s (runtime and native build $((built - started)) s, tests $((finished - built)) s)"
