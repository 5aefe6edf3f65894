import { useEffect, useRef, useState } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { useHasAuthToken } from '@/framework/rest/auth-token';
import { toApiError } from '@/framework/rest/errors';
import { useInWishlist } from '@/framework/rest/in-wishlist';
import { useLoadQueryClient } from '@/framework/rest/query';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { useModalAction } from '@/store/ui';

/** The product a signed-out shopper tried to save: saved once they have signed in (this tab only). */
const PENDING_KEY = 'pending-wishlist';

function pendingProduct(): number | null {
  if (typeof window === 'undefined') return null;
  const value = Number(window.sessionStorage.getItem(PENDING_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

interface WishlistButtonProps {
  productId: number;
  productName: string;
  className?: string;
}

/**
 * The heart on product cards and the product page. Pages are rendered the same for everyone (and cached), so the
 * heart's state comes from the shopper's own query once the browser knows they are signed in. Signed out, it
 * opens the login view and saves the product right after sign-in. The request and its cache update load with the
 * first click (toggle-wishlist.ts): most visitors of a page of cards never press a heart.
 */
export function WishlistButton({ productId, productName, className = '' }: WishlistButtonProps) {
  const { t } = useTranslation();
  const signedIn = useHasAuthToken();
  const { openModal } = useModalAction();
  const { inWishlist, isLoading } = useInWishlist(productId);
  const loadClient = useLoadQueryClient();

  // One save at a time: a second press while the first is on its way does nothing (the button shows it disabled).
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const run = (announce: boolean) => {
    if (busy.current) return;
    busy.current = true;
    void import('@/framework/rest/toggle-wishlist')
      .then(({ toggleWishlist }) => {
        setPending(true);
        return toggleWishlist(productId, loadClient);
      })
      .then(
        (saved) => {
          if (announce) void notify('success', t(saved ? 'text-wishlist-added' : 'text-wishlist-removed'));
        },
        (error: unknown) => void notify('error', translateError(toApiError(error), t)),
      )
      .finally(() => {
        busy.current = false;
        setPending(false);
      });
  };

  useEffect(() => {
    if (!signedIn || isLoading || pendingProduct() !== productId) return;
    window.sessionStorage.removeItem(PENDING_KEY);
    if (!inWishlist) run(true);
    // Runs once the sign-in is known and the product's state has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, isLoading, productId]);

  const onClick = () => {
    if (!signedIn) {
      window.sessionStorage.setItem(PENDING_KEY, String(productId));
      openModal('LOGIN_VIEW');
      return;
    }
    run(true);
  };

  const label = t(inWishlist ? 'text-wishlist-remove-name' : 'text-wishlist-add-name', { name: productName });
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={inWishlist}
      aria-label={label}
      title={label}
      disabled={pending}
      className={`flex h-9 w-9 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-gray-200 transition hover:text-red-600 disabled:opacity-60 ${
        inWishlist ? 'text-red-600' : 'text-gray-800'
      } ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill={inWishlist ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </svg>
    </button>
  );
}
