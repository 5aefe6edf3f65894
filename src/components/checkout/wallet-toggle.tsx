import { useAtom } from 'jotai';
import { useTranslation } from '@/lib/i18n/provider';
import { formatPrice, useMoneyFormat } from '@/lib/use-price';
import { useWalletAtom } from '@/store/checkout/checkout.atoms';

/**
 * The wallet (SPEC §3 use_wallet): the points the checked cart may use and what they are worth; switched on, they
 * pay what they cover and the rest is payable by the chosen gateway.
 */
export function WalletToggle({ points, worth }: { points: number; worth: number }) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const [useWallet, setUseWallet] = useAtom(useWalletAtom);
  const empty = points <= 0;
  return (
    <div className="flex flex-col gap-1 rounded-md border border-gray-200 p-3 text-sm">
      <label className="flex items-center gap-2 font-semibold text-gray-900">
        <input
          type="checkbox"
          className="h-4 w-4 accent-accent"
          checked={useWallet && !empty}
          disabled={empty}
          aria-describedby="wallet-points"
          onChange={(event) => setUseWallet(event.target.checked)}
        />
        {t('text-use-wallet')}
      </label>
      <p id="wallet-points" className="text-gray-700">
        {t('text-wallet-points', { count: points, worth: formatPrice(worth, format) })}
      </p>
    </div>
  );
}
