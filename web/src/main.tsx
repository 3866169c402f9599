import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { coreTextsLoaded } from '@/i18n';
import './styles.css';
import { App } from '@/app/app';
import { installGlobalErrorHandlers } from '@/app/global-errors';
import { isMobileDevice } from '@/app/router/device';
import { keepServerContent } from '@/app/router/page-fallback';

installGlobalErrorHandlers();

/**
 * Starts the variant this device gets: its providers (antd on a desktop, antd-mobile on a
 * phone) and the interface language's texts load side by side, then the app draws over
 * whatever the server rendered into #root.
 */
// One import() each, so each preloads only its own chunks (a phone never fetches antd).
const mobileProviders = () => import('@/app/mobile-providers').then((m) => m.MobileAppProviders);
const desktopProviders = () => import('@/app/providers').then((m) => m.AppProviders);

async function start(): Promise<void> {
  const mobile = isMobileDevice();
  const [providers] = await Promise.all([mobile ? mobileProviders() : desktopProviders(), coreTextsLoaded()]);
  const root = document.getElementById('root')!;
  keepServerContent(root);
  createRoot(root).render(
    <StrictMode>
      <App mobile={mobile} providers={providers} />
    </StrictMode>,
  );
}

void start();
