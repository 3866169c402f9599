import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installVisibilityStyle } from './test/visibility-style';

// findBy… and waitFor give a screen 10 s, not 1: on a loaded 2-core machine an antd screen can
// take seconds to draw, and a query over its DOM is itself slow.
configure({ asyncUtilTimeout: 10_000 });
// Set here, not in web/jest.config.js: jest reads `testTimeout` only from the top-level config,
// and the root config (60 s, for the node tests' servers) would otherwise apply.
jest.setTimeout(60_000);

const isDom = typeof window !== 'undefined';

// Screens are tested in the DOM; the i18n setup (which reads the stored language) needs it.
if (isDom) {
  const texts = './src/i18n/bundled-area-texts';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(texts) as typeof import('./src/i18n/bundled-area-texts')).addAreaTexts();
}

// jsdom lacks these browser APIs that antd and antd-mobile touch on mount.
if (isDom && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoopResizeObserver;
if (isDom) {
  // No canvas in jsdom: antd's Watermark and QRCode fall back quietly when getContext is null.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  installVisibilityStyle(window);
}

// Node's fetch (see test/jsdom-with-fetch.js) needs absolute URLs; the browser resolves /api itself.
(globalThis as { __API_BASE__?: string }).__API_BASE__ = 'http://localhost/api';

// rc-component (antd's form, select) posts macrotasks through MessageChannel, which jsdom lacks.
// Node's real one keeps the worker alive, so use a timer-based stand-in.
if (isDom && typeof window.MessageChannel === 'undefined') {
  type Port = {
    onmessage: ((e: { data: unknown }) => void) | null;
    postMessage: (data: unknown) => void;
    close: () => void;
  };
  class TimerMessageChannel {
    port1: Port;
    port2: Port;
    constructor() {
      const make = (other: () => Port): Port => ({
        onmessage: null,
        postMessage: (data) => void setTimeout(() => other().onmessage?.({ data }), 0),
        close: () => {},
      });
      this.port1 = make(() => this.port2);
      this.port2 = make(() => this.port1);
    }
  }
  (window as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}
