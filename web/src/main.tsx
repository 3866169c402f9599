import './styles.css';
import { nextTask } from '@/lib/next-task';

/**
 * The app's modules, evaluated in steps, each in a task of its own: React's renderer, the
 * router, the store, the texts, then the rest of the app. Evaluated in one go they took a
 * slow phone most of a second, during which a tap got no answer; between steps it does.
 */
// Each names one export the app uses, so the bundler still drops the modules' unused code.
const STEPS = [
  () => import('react-dom/client').then(({ createRoot }) => createRoot),
  () => import('react-router').then(({ createBrowserRouter }) => createBrowserRouter),
  () => import('@/app/store').then(({ makeStore }) => makeStore),
  () => import('@/i18n').then(({ coreTextsLoaded }) => coreTextsLoaded),
];

async function start(): Promise<void> {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  const { startApp } = await import('@/app/start');
  await nextTask();
  await startApp();
}

void start();
