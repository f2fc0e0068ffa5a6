import CssBaseline from '@mui/material/CssBaseline';
import { lazy } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  defaultI18nProvider,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  NotFound,
  Resource,
} from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { ResourcesContext } from './common/resources-context.ts';
import { BASENAME, brand } from './config.ts';
import { AdminLayout } from './layout/Layout.tsx';
import { LatestNotification } from './layout/Notification.tsx';
import { LoginPage } from './login/LoginPage.tsx';
import type { StaffRole } from './providers/authProvider.ts';
import { authProvider } from './providers/authProvider.ts';
import { createDataProvider } from './providers/dataProvider.ts';
import { REGISTRY, RESOURCES, registryFor } from './screens/registry.ts';
import { theme } from './theme.ts';

/** One <Resource> per registry entry, in its order; those without a list (programs) are data only. */
// Icons and labels are the sidebar's (layout/Menu.tsx), which reads the registry itself.
const resourceElements = (definitions: typeof REGISTRY) =>
  definitions.map(({ name, list, show }) => <Resource key={name} name={name} list={list} show={show} />);
export const resources = resourceElements(REGISTRY);

/** The routes a staff role has: a counsellor's console has no content screens (RLS refuses them anyway). */
export const resourcesFor = (role: StaffRole | null) => resourceElements(registryFor(role));

const dataProvider = createDataProvider(RESOURCES);

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));

const store = localStorageStore();

// react-admin's 404 page (it reads the title itself; its props type does not fit the slot's).
const CatchAll = () => <NotFound />;

// Anonymous visitors must never see the layout, so the whole console requires auth (`requireAuth`).
// With react-router 7, <BrowserRouter> wraps navigations in React.startTransition: the redirect to
// /login stays pending while the guarded tree keeps rendering, and react-admin's <LogoutOnMount>
// (rendered for every route while unauthenticated) re-fires its logout on each re-render, pushing
// /login thousands of times (react-admin #10885). `useTransitions={false}` makes navigations commit
// synchronously, as in react-router 6: the login route replaces the guarded tree at once, so the
// logout runs once. checkAuth also refuses signed-in non-admins (providers/authProvider.ts).
//
// This is react-admin's <Admin> spelled out (AdminContext, then AdminUI's CssBaseline, CoreAdminUI with
// react-admin's own pages, and the notification), without AdminUI itself: its default login page, a
// react-hook-form form, would ship in the first bundle though LoginPage replaces it (docs/decisions.md
// has its weight). Forms load with the screens that have them.
export const App = () => (
  <ResourcesContext.Provider value={RESOURCES}>
    <BrowserRouter basename={BASENAME} useTransitions={false}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={defaultI18nProvider}
        store={store}
        theme={theme}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            // The back office must not phone home to marmelab.
            disableTelemetry
            requireAuth
            title={`${brand.productName} Admin`}
            loginPage={LoginPage}
            layout={AdminLayout}
            dashboard={Dashboard}
            accessDenied={AccessDenied}
            authCallbackPage={AuthCallback}
            authenticationError={AuthenticationError}
            catchAll={CatchAll}
            error={ErrorPage}
            loading={LoadingPage}
          >
            {(permissions: StaffRole | null) => resourcesFor(permissions)}
          </CoreAdminUI>
          <LatestNotification />
        </CssBaseline>
      </AdminContext>
    </BrowserRouter>
  </ResourcesContext.Provider>
);
