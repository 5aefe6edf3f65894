import { setInProcessApi } from '@/shared/in-process-api';
import { sharedApp } from './shared-app';

/** Makes the process-wide API reachable in-process for server-side rendering (see src/shared/in-process-api.ts). */
export function registerInProcessApi(): void {
  setInProcessApi(async (request) => (await sharedApp()).fetch(request));
}
