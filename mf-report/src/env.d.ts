// Style sheets are bundled by rspack (type css/auto).
declare module '*.css';
// A style sheet as text (rspack `asset/source`), for a shadow root.
declare module '*.css?raw' {
  const css: string;
  export default css;
}
