import type { Card } from '@/framework/rest/types';

/** Card networks as Stripe names them, spelled as the brands spell themselves (not translated). */
const NETWORKS: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

type T = (key: string, options?: Record<string, unknown>) => string;

export function networkName(card: Pick<Card, 'network'>, t: T): string {
  const network = card.network?.toLowerCase();
  return (network && NETWORKS[network]) || card.network || t('text-card-generic');
}

/** "Visa ending in 4242": how a saved card is named in lists, buttons and dialogs. */
export function cardName(card: Pick<Card, 'network' | 'last4'>, t: T): string {
  return t('text-card-ending', { network: networkName(card, t), last4: card.last4 ?? '••••' });
}
