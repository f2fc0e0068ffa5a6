import { pageTitle } from '@app/shared/brand';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { BASENAME, brand } from './config.ts';
import { REGISTRY } from './screens/registry.ts';

// Everything lives under /admin; the bare host (and any path outside it) goes to the dashboard there.
const { pathname, search, hash } = window.location;
if (pathname !== BASENAME && !pathname.startsWith(`${BASENAME}/`)) {
  window.history.replaceState(null, '', `${BASENAME}${pathname === '/' ? '' : pathname}${search}${hash}`);
}
document.title = pageTitle('Admin', brand);

// The screen the console opens on starts loading now, alongside the session check, instead of after it.
const segment = window.location.pathname.slice(BASENAME.length).split('/')[1];
REGISTRY.find(({ name }) => name === segment)?.list?.preload();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
