import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { consoleBasename, consoleRoutes } from './app/router.tsx';
import { I18nProvider } from './lib/i18n.tsx';
import './global.css';

const router = createBrowserRouter(consoleRoutes, { basename: consoleBasename });
const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');

createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
