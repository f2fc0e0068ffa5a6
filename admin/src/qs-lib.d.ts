// The real qs by its file path, for the test that holds our `qs` (src/providers/qs.ts) to it.
declare module 'qs/lib/index.js' {
  const qs: unknown;
  export default qs;
}
