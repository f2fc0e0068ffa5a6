import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Ports come from env so e2e and the local stack can run several apps side by side.
const port = Number(process.env.ADMIN_PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  // PUBLIC_* too, so the admin reads the same brand variables as the site (@app/shared/brand).
  envPrefix: ['VITE_', 'PUBLIC_'],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  // react-admin + MUI alone are ~1.2 MB; an internal console loaded once can afford one bundle.
  build: { chunkSizeWarningLimit: 1600 },
});
