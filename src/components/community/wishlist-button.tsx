import { lazy, Suspense } from 'react';
import { useHasAuthToken } from '@/framework/rest/auth-token';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { HeartButton, PENDING_KEY, type WishlistButtonProps } from './heart-button';

// What a signed-in shopper's heart does (its state, saving, the save after signing in) loads once the browser
// knows they are signed in: never on the server, which renders every page signed out.
const SignedInWishlistButton = lazy(() =>
  import('./signed-in-wishlist-button').then((m) => ({ default: m.SignedInWishlistButton })),
);

/**
 * The heart on product cards and the product page. Pages are rendered the same for everyone (and cached), so the
 * heart's state comes from the shopper's own query once the browser knows they are signed in. Signed out, it
 * opens the login view and saves the product right after sign-in. The request and its cache update load with the
 * first click (toggle-wishlist.ts): most visitors of a page of cards never press a heart.
 */
export function WishlistButton(props: WishlistButtonProps) {
  const { t } = useTranslation();
  const signedIn = useHasAuthToken();
  const { openModal } = useModalAction();
  const { productId, productName, className } = props;
  const label = t('text-wishlist-add-name', { name: productName });
  const signedOut = (
    <HeartButton
      label={label}
      className={className}
      onClick={() => {
        window.sessionStorage.setItem(PENDING_KEY, String(productId));
        openModal('LOGIN_VIEW');
      }}
    />
  );
  if (!signedIn) return signedOut;
  return (
    <Suspense fallback={<HeartButton label={label} className={className} disabled />}>
      <SignedInWishlistButton {...props} />
    </Suspense>
  );
}
