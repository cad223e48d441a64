// CSS Modules: each app styles itself with `Thing.module.css`, imported as a class map.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
