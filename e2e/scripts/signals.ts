/** What run.ts prints between its builds and its browsers: run-all.ts may begin the start suites then. */
export const BUILDS_DONE = 'e2e: builds done';
