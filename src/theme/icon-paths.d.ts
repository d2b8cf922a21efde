// The build's modules of the icons the app names (scripts/vite-compact-icon-paths.ts): name → SVG paths.
declare module 'virtual:tas-icon-paths-16' {
  const paths: Record<string, string[] | undefined>;
  export default paths;
}
declare module 'virtual:tas-icon-paths-20' {
  const paths: Record<string, string[] | undefined>;
  export default paths;
}
