// The complete recipe the tests use, shared with shared-api's own tests (json-ld, page-meta).
export { makeRecipe } from '@simple-recipes/shared-api/test/recipe-fixture';
