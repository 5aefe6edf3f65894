import type { ContentLoaders } from '../types';

export const aboutContent: ContentLoaders = {
  en: () => import('./en'),
  ar: () => import('./ar'),
  he: () => import('./he'),
  de: () => import('./de'),
  es: () => import('./es'),
  zh: () => import('./zh'),
};
