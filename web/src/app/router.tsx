import { createBrowserRouter } from 'react-router';
import { HomePage } from './pages/home-page';
import { PageLoading } from './page-loading';
import { NotFoundPage } from './pages/not-found-page';
import { RootLayout } from './root-layout';

// Only the landing page ships in the first bundle; every other screen loads when visited.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/login',
        lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/chat',
        lazy: () => import('./pages/chat-page').then((m) => ({ Component: m.ChatPage })),
      },
      {
        path: '/pdf-viewer',
        lazy: () => import('./pages/pdf-viewer-page').then((m) => ({ Component: m.PdfViewerPage })),
      },
      {
        path: '/auth/callback',
        lazy: () =>
          import('./pages/auth-callback-page').then((m) => ({ Component: m.AuthCallbackPage })),
      },
      {
        path: '/redefinir-senha',
        lazy: () =>
          import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: '/meus-testamentos',
        lazy: () => import('./pages/my-wills-page').then((m) => ({ Component: m.MyWillsPage })),
      },
      {
        path: '/continuar',
        lazy: () => import('./pages/resume-page').then((m) => ({ Component: m.ResumePage })),
      },
      {
        path: '/meus-dados',
        lazy: () => import('./pages/my-data-page').then((m) => ({ Component: m.MyDataPage })),
      },
      {
        path: '/exemplo',
        lazy: () => import('./pages/example-page').then((m) => ({ Component: m.ExamplePage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
