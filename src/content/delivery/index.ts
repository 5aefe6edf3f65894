import type { ContentLoaders } from '../types';

export const deliveryContent: ContentLoaders = {
  en: () => import('./en'),
  ar: () => import('./ar'),
  he: () => import('./he'),
  de: () => import('./de'),
  es: () => import('./es'),
  zh: () => import('./zh'),
};
