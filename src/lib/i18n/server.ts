import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE } from '@/config/locales';
// The config is CommonJS so Next's own config can read its i18n block.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../../../next-i18next.config.js');

/** The page props next-i18next needs for `locale` (server side only: getServerSideProps/getStaticProps). */
export function pageTranslations(locale: string | undefined, namespaces: string[] = [DEFAULT_NAMESPACE]) {
  return serverSideTranslations(locale ?? DEFAULT_LOCALE, namespaces, config);
}
