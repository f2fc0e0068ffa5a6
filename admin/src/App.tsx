import { defaultI18nProvider, LoginPage } from 'ra-supabase';
import { Admin, Resource } from 'react-admin';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import universities from './resources/universities_data/index.ts';

export const App = () => (
  <Admin
    // The back office must not phone home to marmelab.
    disableTelemetry
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={defaultI18nProvider}
    // ra-supabase's login page asks for an email, which is what Supabase auth expects.
    loginPage={LoginPage}
    // No `requireAuth`: with react-router 7 it makes LogoutOnMount re-fire while the /login navigation
    // is pending, pushing #/login thousands of times until Chrome throttles (~12 s, react-admin #10885).
    // Pages still call checkAuth before fetching, and RLS guards the data either way.
  >
    <Resource name="universities_data" {...universities} />
  </Admin>
);
