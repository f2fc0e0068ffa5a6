import { adminMessages } from '@app/shared/messages';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
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

// White like the site's header, with the brand's dark blue text (theme.ts).
const AdminAppBar = () => (
  <AppBar color="inherit">
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
