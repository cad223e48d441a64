// Entry point of the data layer: `openStore` and the types the HTTP layer uses.
export * from './store';
export { openStore } from './open-store';
