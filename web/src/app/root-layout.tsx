import { Outlet } from 'react-router';
import { AppProviders } from './providers';

/** Every route renders inside the providers, so they can use the router (navigate, search). */
export function RootLayout() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
