import { adminMessages } from '@app/shared/messages';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { brand } from '../config.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import { AdminMenu } from './Menu.tsx';

const BackToSite = () => (
  <>
    <Button
      color="inherit"
      href={brand.siteUrl}
      startIcon={<ArrowBackIcon />}
      sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
    >
      {adminMessages.backToSite}
    </Button>
    <IconButton
      color="inherit"
      href={brand.siteUrl}
      aria-label={adminMessages.backToSite}
      sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
    >
      <ArrowBackIcon />
    </IconButton>
  </>
);

// react-admin's user menu shows the user's name on its button but names the button "Profile" alone, so
// a speech-input user saying the name they see would not reach it (WCAG 2.5.3, label in name). Its
// label is the name, then "Profile"; the icon-only button on phones keeps the same words.
const AdminUserMenu = () => {
  const { identity } = useGetIdentity();
  const profile = useTranslate()('ra.auth.user_menu', { _: 'Profile' });
  return <UserMenu label={identity?.fullName ? `${identity.fullName}, ${profile}` : profile} />;
};

// White like the site's header, with the brand's dark blue text (theme.ts).
const AdminAppBar = () => (
  <AppBar color="inherit" userMenu={<AdminUserMenu />}>
    <TitlePortal />
    <BackToSite />
  </AppBar>
);

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    <DocumentTitle />
    {children}
  </Layout>
);
