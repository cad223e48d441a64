// Async boundary: shared singletons (React, router, SWR, shared-*) are negotiated before the app code runs.
import('./bootstrap');
