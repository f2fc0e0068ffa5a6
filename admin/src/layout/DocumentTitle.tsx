// The browser tab names the screen ('Universities - Admin - <product>'), so staff with several console
// tabs open can tell them apart. The name is the menu label of the resource the path belongs to, read
// from react-admin's resource definitions, so a new screen is named without touching this file.
import { pageTitle } from '@app/shared/brand';
import { useEffect } from 'react';
import { useResourceDefinitions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { brand } from '../config.ts';

const DASHBOARD = 'Dashboard';

export function screenTitle(screen: string | undefined): string {
  return pageTitle(screen ? `${screen} - Admin` : 'Admin', brand);
}

export const DocumentTitle = () => {
  const { pathname } = useLocation();
  const definitions = useResourceDefinitions();
  const segment = pathname.split('/')[1] ?? '';
  const definition = definitions[segment];
  const label = definition?.options?.label;
  const screen = segment === '' ? DASHBOARD : typeof label === 'string' ? label : definition?.name;
  const title = screenTitle(screen);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
};
