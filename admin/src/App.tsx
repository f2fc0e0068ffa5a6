import { lazy } from 'react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { BASENAME, brand } from './config.ts';
import { AdminLayout } from './layout/Layout.tsx';
import { LatestNotification } from './layout/Notification.tsx';
import { LoginPage } from './login/LoginPage.tsx';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { REGISTRY } from './screens/registry.ts';
import { theme } from './theme.ts';

/** One <Resource> per registry entry, in its order; those without a list (programs) are data only. */
// Icons and labels are the sidebar's (layout/Menu.tsx), which reads the registry itself.
export const resources = REGISTRY.map(({ name, list }) => <Resource key={name} name={name} list={list} />);

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));

// Anonymous visitors must never see the layout, so the whole console requires auth (`requireAuth`).
// With react-router 7, <BrowserRouter> wraps navigations in React.startTransition: the redirect to
// /login stays pending while the guarded tree keeps rendering, and react-admin's <LogoutOnMount>
// (rendered for every route while unauthenticated) re-fires its logout on each re-render, pushing
// /login thousands of times (react-admin #10885). `useTransitions={false}` makes navigations commit
// synchronously, as in react-router 6: the login route replaces the guarded tree at once, so the
// logout runs once. checkAuth also refuses signed-in non-admins (providers/authProvider.ts).
export const App = () => (
  <BrowserRouter basename={BASENAME} useTransitions={false}>
    <Admin
      // The back office must not phone home to marmelab.
      disableTelemetry
      requireAuth
      title={`${brand.productName} Admin`}
      theme={theme}
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      layout={AdminLayout}
      notification={LatestNotification}
      dashboard={Dashboard}
    >
      {resources}
    </Admin>
  </BrowserRouter>
);
