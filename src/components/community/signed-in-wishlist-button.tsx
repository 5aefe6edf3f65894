import { useEffect, useRef, useState } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { toApiError } from '@/framework/rest/errors';
import { useInWishlist } from '@/framework/rest/in-wishlist';
import { useLoadQueryClient } from '@/framework/rest/query';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { HeartButton, PENDING_KEY, type WishlistButtonProps } from './heart-button';

function pendingProduct(): number | null {
  const value = Number(window.sessionStorage.getItem(PENDING_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A signed-in shopper's heart (wishlist-button.tsx): its state, saving it, and the save asked for before sign-in. */
export function SignedInWishlistButton({ productId, productName, className = '' }: WishlistButtonProps) {
  const { t } = useTranslation();
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
    if (isLoading || pendingProduct() !== productId) return;
    window.sessionStorage.removeItem(PENDING_KEY);
    if (!inWishlist) run(true);
    // Runs once the product's state has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoading, productId]);

  const label = t(inWishlist ? 'text-wishlist-remove-name' : 'text-wishlist-add-name', { name: productName });
  return (
    <HeartButton
      label={label}
      pressed={inWishlist}
      disabled={pending}
      onClick={() => run(true)}
      className={className}
    />
  );
}
