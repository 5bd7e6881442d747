import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '#src/ui/styles/global.css.ts';
import { App, startsWithoutSession } from './App.tsx';
import { registerServiceWorkerAfterLoad } from './register-service-worker.ts';
import { EarlyTapReplay } from './EarlyTapReplay.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

// React takes the prerendered HTML over when its first render draws the same page.
const path = window.location.pathname;
const hydrating = container.dataset.prerendered === path && startsWithoutSession(path);
const app = (
  <StrictMode>
    <App />
    {hydrating ? <EarlyTapReplay /> : null}
  </StrictMode>
);
if (hydrating) hydrateRoot(container, app);
else createRoot(container).render(app);

registerServiceWorkerAfterLoad();
