// Locale routing and translation loading (next-i18next, pages router). Translations live in
// public/locales/<locale>/<namespace>.json; `common` is the default namespace.
const path = require('node:path');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ar', 'he', 'de', 'es', 'zh'],
    // Keep URLs stable for search engines: the language is chosen by the path (/ar/…), never by headers.
    localeDetection: false,
  },
  defaultNS: 'common',
  // admin: the back office's texts (public/locales/<lang>/admin.json), loaded by its pages only.
  ns: ['common', 'admin'],
  // Every locale has every key (a unit test enforces it), so no English copy ships with other languages.
  fallbackLng: false,
  localePath: path.resolve('./public/locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  // Pages receive the store only; the client translator needs no configuration.
  serializeConfig: false,
};
