import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { consoleBasename, consoleRoutes } from './app/router.tsx';
import { I18nProvider } from './lib/i18n.tsx';
import { initialLanguage } from './lib/language.ts';
import { loadMessages } from './lib/messages.ts';
import './global.css';

const router = createBrowserRouter(consoleRoutes, { basename: consoleBasename });
const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');

const language = initialLanguage();
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <I18nProvider language={language}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
// The texts first; without them (a failed fetch) the page still renders, showing its keys.
loadMessages(language).then(render, render);
