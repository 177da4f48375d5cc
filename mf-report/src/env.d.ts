// Style sheets are bundled by rspack (type css/auto).
declare module '*.css';
