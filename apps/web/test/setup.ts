import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeAllDialogs } from '../src/lib/notify';
import { server } from './msw/api';

// findBy… and waitFor wait up to 5 s, not 1 s: on a busy two-core CI machine a lazily loaded
// dialog can take longer than a second to appear. Something that never appears still fails.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom lacks.
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
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver =
  window.ResizeObserver ?? (ResizeObserverStub as unknown as typeof ResizeObserver);
window.HTMLElement.prototype.scrollIntoView =
  window.HTMLElement.prototype.scrollIntoView ?? (() => {});

// A call no test expects fails the test, so a renamed or new endpoint cannot pass unnoticed.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The dialog store lives in the module, not in the rendered tree: a dialog left open by one test
  // would still be open in the next.
  closeAllDialogs();
  sessionStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());
