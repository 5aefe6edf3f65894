import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// findBy… and waitFor wait up to 5 s, not 1: test files run on every core at once, beside the API suite, and a
// first render that loads its data (and the API client) on demand can take longer than a second there.
configure({ asyncUtilTimeout: 5000 });

// Strict: a request no handler answers fails the test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
