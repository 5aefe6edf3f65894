import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { ManagedModal } from '@/components/layouts/managed-modal';
import { AUTH_TOKEN_KEY } from '@/framework/rest/auth-token';
import { removeAuthToken } from '@/framework/rest/save-auth-token';
import { type ModalView, useModalAction, useModalState } from '@/store/ui';
import { server } from './msw-server';

/** Opens a modal view once, as a button elsewhere on the page would, and shows which view is open. */
function OpenOnMount({ view, data }: { view: ModalView; data?: unknown }) {
  const { openModal } = useModalAction();
  const { view: open } = useModalState();
  useEffect(() => openModal(view, data), [openModal, view, data]);
  return <p data-testid="open-view">{open ?? 'none'}</p>;
}

/** The modal manager with one view opened: what a shopper sees after clicking the button that opens it. */
export function ModalWith({ view, data }: { view: ModalView; data?: unknown }) {
  return (
    <>
      <OpenOnMount view={view} data={data} />
      <ManagedModal />
    </>
  );
}

/** next-auth's provider list: `{}` without a Google app, `{google: …}` with one. */
export function answerProviders(google: boolean) {
  server.use(
    http.get('*/api/auth/providers', () =>
      HttpResponse.json(
        google
          ? {
              google: {
                id: 'google',
                name: 'Google',
                type: 'oauth',
                signinUrl: '/api/auth/signin/google',
                callbackUrl: '/api/auth/callback/google',
              },
            }
          : {},
      ),
    ),
  );
}

/** Records the JSON bodies a POST endpoint received and answers each with `answer(body)`. */
export function recordPost(path: string, answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`*/api${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

export const signedInToken = () => Cookies.get(AUTH_TOKEN_KEY);

export function clearSignIn() {
  removeAuthToken();
  window.sessionStorage.clear();
}

/** Long enough for a cold dynamic import on a busy machine. */
export const SLOW = 10_000;

/** The open dialog, once its lazily loaded view has rendered (its heading is there). */
export async function loadedDialog(name: string) {
  // The first view of a test file also loads the API client on first use: allow for a slow cold import.
  const dialog = await screen.findByRole('dialog', { name }, { timeout: SLOW });
  await within(dialog).findByRole('heading', { level: 2 }, { timeout: SLOW });
  return dialog;
}
