import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/styles/global.css';
import { App } from './App';
import { registerServiceWorkerAfterLoad } from './register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorkerAfterLoad();
