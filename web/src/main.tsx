import './styles.css';
import { nextTask } from '@/lib/next-task';

/**
 * The app's modules, evaluated in steps, each in a task of its own: React's renderer, the
 * router, the texts, the store, then the rest of the app. Evaluated in one go they took a
 * slow phone most of a second, during which a tap got no answer; between steps it does.
 * The texts come before the store, which imports them: the other way round, both were
 * evaluated in the store's step.
 */
// Each names one export the app uses, so the bundler still drops the modules' unused code.
const STEPS = [
  () => import('react-dom/client').then(({ createRoot }) => createRoot),
  () => import('react-router').then(({ createBrowserRouter }) => createBrowserRouter),
  () => import('@/i18n').then(({ coreTextsLoaded }) => coreTextsLoaded),
  () => import('@/app/store').then(({ makeStore }) => makeStore),
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
