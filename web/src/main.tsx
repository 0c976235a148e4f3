import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { applyLightTheme } from './features/theme/theme';
import './index.css';

applyLightTheme();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render as a transition: React renders the tree in slices that yield to the browser
// instead of one long task, which on a slow phone blocks taps (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
