import './lib/zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { limitZoomOnIOS } from './lib/platform.ts';
import './global.css';

limitZoomOnIOS();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}
