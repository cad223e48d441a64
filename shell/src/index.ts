// Async boundary: shared modules (React, the router, SWR, shared-api/ui) are negotiated before bootstrap runs.
import('./bootstrap');
export {};
