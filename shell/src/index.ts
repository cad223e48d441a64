// Async boundary: shared modules (React, the router, SWR, shared-api/ui) are negotiated before bootstrap runs.
// The chunk name is what the build's preload.json lists for the server to preload.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
export {};
