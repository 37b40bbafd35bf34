import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startUp } from './app/config/start-up';
import { preloadMatchedRoutes } from './app/preload-routes';
import { router } from './app/router';

// Everything the first screen waits for starts downloading now, side by side, before React draws.
startUp();
preloadMatchedRoutes(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
