import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
// First, so that every component's own stylesheet comes after the base rules.
import './app/global.css';
import { loadSiteConfig } from './api/use-site-config.ts';
import { Providers } from './app/providers.tsx';
import { getRouter } from './app/router.tsx';

dayjs.locale('zh-cn');

// The API hosts come from the site configuration, so it is read before the first call is made.
await loadSiteConfig();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={getRouter()} />
    </Providers>
  </StrictMode>,
);
