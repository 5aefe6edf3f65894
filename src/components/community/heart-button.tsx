import { Icon } from '@/components/icons/icon';

/** The product a signed-out shopper tried to save: saved once they have signed in (this tab only). */
export const PENDING_KEY = 'pending-wishlist';

export interface WishlistButtonProps {
  productId: number;
  productName: string;
  className?: string;
}

/** The heart itself: filled when the product is saved. */
export function HeartButton({
  label,
  pressed = false,
  disabled = false,
  onClick,
  className = '',
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      disabled={disabled}
      className={`round-action hover:text-red-600 ${pressed ? 'text-red-600' : 'text-gray-800'} ${className}`}
    >
      <Icon width="18" height="18" fill={pressed ? 'currentColor' : 'none'}>
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </Icon>
    </button>
  );
}
