// The backend, builds and servers are started by scripts/run.ts before Playwright runs; specs reach
// the backend at E2E_SUPABASE_URL and reset what they change with the service key (fixtures).
export default async function globalSetup(): Promise<void> {
  if (!process.env.E2E_SUPABASE_URL) {
    throw new Error('Run the browser suites with `pnpm --filter @app/e2e test`, which starts the backend first.');
  }
}
