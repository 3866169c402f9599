import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/lib/api/base-api';

/** Builds the Redux store; tests make a fresh one each. */
export function makeStore() {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    // An answer redraws its page when it arrives, in a task of its own. Batched into the next
    // animation frame (the default), the redraw and the browser's layout of it made one task
    // that kept a slow phone from answering a tap for a tenth of a second.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
