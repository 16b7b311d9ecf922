import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { consoleBasename, consoleRoutes } from '../src/app/router.tsx';
import { I18nProvider } from '../src/lib/i18n.tsx';

/** The real console at a path (e.g. /operator/enrol), in French unless told otherwise. */
export function renderConsole(path: string) {
  const router = createMemoryRouter(consoleRoutes, {
    initialEntries: [path],
    basename: consoleBasename,
  });
  const view = render(
    <I18nProvider language="fr">
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { ...view, router };
}
