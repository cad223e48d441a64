// `@simple-recipes/shared-api/imports`: the editor's calls to bring recipes in and take them out. Not in the package's
// root, the Module Federation singleton every page loads first (none but the editor needs them). They reach the API
// through the root, imported by the package's name: at run time that is the shell's one client (its base path, the
// listeners of an ended session), never a copy of it.
export * from './import-page';
export * from './import-collection';
export * from './export-url';
