import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/global.css';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';

const navigate = (to: string) => void router.navigate(to, { replace: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers navigate={navigate}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
