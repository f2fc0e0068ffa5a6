// The browser tab names the screen ('Universities - Admin - <product>'), so staff with several console
// tabs open can tell them apart. The name is the menu label of the screen the path belongs to, read
// from the registry, so a new screen is named without touching this file.
import { pageTitle } from '@app/shared/brand';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { brand } from '../config.ts';
import { MENU_SCREENS } from '../screens/registry.ts';

const DASHBOARD = 'Dashboard';

function screenTitle(screen: string | undefined): string {
  return pageTitle(screen ? `${screen} - Admin` : 'Admin', brand);
}

export const DocumentTitle = () => {
  const { pathname } = useLocation();
  const segment = pathname.split('/')[1] ?? '';
  const screen = segment === '' ? DASHBOARD : MENU_SCREENS.find(({ name }) => name === segment)?.label;
  const title = screenTitle(screen);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
};
