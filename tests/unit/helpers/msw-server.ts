import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The provider API at the edge of component tests, answering CONTRACT.md shapes. */
export const server = setupServer(...handlers);
