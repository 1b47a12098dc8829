// A component imports its stylesheet for the side effect; the app's bundler (Vite) puts it on the page.
// TypeScript 7 checks side-effect imports, so it needs to know a .css module exists.
declare module '*.css';
