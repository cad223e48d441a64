// `@simple-recipes/shared-api/saving`: the editor's save of a recipe, and its look-up of the recipes already saved under
// the name it is given. Not in the package's root, the Module Federation singleton every page loads first (none but
// the editor saves). It reaches the API through the root, imported by the package's name: at run time that is the
// shell's one client (its base path, the listeners of an ended session).
export * from './recipes/save-recipe';
export * from './recipes/recipes-of-name';
export * from './tags/create-tag';
