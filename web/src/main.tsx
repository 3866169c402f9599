import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/i18n';
import './styles.css';
import { App } from '@/app/app';
import { installGlobalErrorHandlers } from '@/app/global-errors';

installGlobalErrorHandlers();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
