import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useModalAction, useModalState } from '@/store/ui';

/** The query parameter that holds the slug of the product shown in the PRODUCT_DETAILS modal. */
export const PRODUCT_PARAM = 'product';

const PRODUCT_VIEWS = new Set(['PRODUCT_DETAILS', 'SELECT_PRODUCT_VARIATION']);

/**
 * Keeps the PRODUCT_DETAILS modal and the URL in step, so a quick view can be shared and undone with Back:
 * - opening the modal adds `?product=<slug>` to the current URL (shallow: the page is not reloaded);
 * - loading any page with `?product=<slug>`, or going Back/Forward to one, opens the modal;
 * - closing the modal removes the parameter (going back when the modal added the history entry);
 * - following a link to another page closes the product modals.
 */
export function useProductModalUrl() {
  const router = useRouter();
  const modal = useModalState();
  const { openModal, closeModal } = useModalAction();

  const param = router.query[PRODUCT_PARAM];
  const inUrl = typeof param === 'string' && param ? param : undefined;
  const inModal =
    modal.isOpen && modal.view === 'PRODUCT_DETAILS' && typeof modal.data === 'string' ? modal.data : undefined;
  const productView = modal.isOpen && modal.view !== undefined && PRODUCT_VIEWS.has(modal.view);

  const seen = useRef<{ url?: string; modal?: string }>({});
  /** We added the history entry that holds the parameter, so closing can go back to the one before. */
  const pushed = useRef(false);
  /** A navigation to another page is under way: closing the modal must not touch the URL. */
  const leaving = useRef(false);

  // URL → modal (first load, Back/Forward, links that drop the parameter).
  useEffect(() => {
    if (!router.isReady || inUrl === seen.current.url) return;
    seen.current.url = inUrl;
    if (!inUrl) pushed.current = false;
    if (inUrl && inUrl !== inModal) openModal('PRODUCT_DETAILS', inUrl);
    else if (!inUrl && inModal) closeModal();
    // Only a change of the URL's parameter acts here; the modal's own changes are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inUrl, router.isReady]);

  // Modal → URL (quick view opened, closed, or replaced by another view).
  useEffect(() => {
    if (inModal === seen.current.modal) return;
    seen.current.modal = inModal;
    if (leaving.current) return;
    const { [PRODUCT_PARAM]: _drop, ...rest } = router.query;
    const options = { shallow: true, scroll: false };
    if (inModal) {
      if (inModal === inUrl) return;
      const url = { pathname: router.pathname, query: { ...rest, [PRODUCT_PARAM]: inModal } };
      if (inUrl) void router.replace(url, undefined, options);
      else {
        pushed.current = true;
        // Next replays an entry's own options on Back: marking the current entry shallow first makes Back to it
        // a shallow change too (no refetch of the page's data, no jump to the top).
        void router
          .replace({ pathname: router.pathname, query: rest }, undefined, options)
          .then(() => router.push(url, undefined, options));
      }
    } else if (pushed.current) {
      pushed.current = false;
      router.back();
    } else if (inUrl) {
      void router.replace({ pathname: router.pathname, query: rest }, undefined, options);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inModal]);

  // Leaving the page closes the product modals without rewriting the URL being left.
  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow?: boolean } = {}) => {
      if (shallow) return;
      leaving.current = true;
      if (productView) closeModal();
    };
    const done = () => {
      leaving.current = false;
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events, productView, closeModal]);
}

/** Mount once in the page shell: renders nothing, keeps the product modal and the URL in step. */
export function ProductModalUrl() {
  useProductModalUrl();
  return null;
}
