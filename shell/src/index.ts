import * as federationRuntimeCore from '@module-federation/runtime-core';

// The remotes' production builds leave the MF runtime core out (`externalRuntime`, scripts/webpack) and take this
// one, the same instance the shell's runtime runs on: set before any remote entry can execute.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = federationRuntimeCore;

// Async boundary: shared modules (React, the router, SWR, shared-api/ui) are negotiated before bootstrap runs.
// The chunk name is what the build's preload.json lists for the server to preload.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
