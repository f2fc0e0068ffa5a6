import { pageTitle } from '@app/shared/brand';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { BASENAME, brand } from './config.ts';

// Everything lives under /admin; the bare host (and any path outside it) goes to the dashboard there.
const { pathname, search, hash } = window.location;
if (pathname !== BASENAME && !pathname.startsWith(`${BASENAME}/`)) {
  window.history.replaceState(null, '', `${BASENAME}${pathname === '/' ? '' : pathname}${search}${hash}`);
}
document.title = pageTitle('Admin', brand);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
