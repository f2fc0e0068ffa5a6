// The local development stack's fixed values (supabase/local), identical to the Supabase CLI's
// well-known demo keys. Apps fall back to them so `pnpm dev` needs no .env; they protect nothing and
// never reach production, where the build environment provides the project's own URL and anon key.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** For local tooling and tests only (fixtures that reset data); never shipped in an app bundle. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** Demo accounts of a seeded local database (supabase/local/src/demo-users.ts; local only). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-demo-2026' } as const;
export const DEMO_STUDENT = { email: 'student@example.com', password: 'student-demo-2026' } as const;
/** The demo counsellors: office hours, one speaking Hindi, one Nepali (README, Demo accounts). */
export const DEMO_COUNSELLORS = [
  {
    email: 'anita.counsellor@example.com',
    password: 'counsellor-demo-2026',
    fullName: 'Anita Verma',
    languages: ['English', 'Hindi'],
  },
  {
    email: 'sagar.counsellor@example.com',
    password: 'counsellor-demo-2026',
    fullName: 'Sagar Thapa',
    languages: ['English', 'Nepali'],
  },
] as const;
