import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { directionOf } from '@/config/locales';
import { PUBLIC_SETTINGS_ID, publicSettings, serializePublicSettings } from '@/config/public-env';

/**
 * Sets the page language and direction: right to left for ar and he (SPEC §1), and hands the browser the public
 * settings of the server that renders the page (src/config/public-env.ts): as a JSON block, which is data and not
 * a script (the CSP allows no inline scripts). Pages prerendered at build time (getStaticProps: 404, 500) would
 * carry the build's settings, so they load /public-settings.js from the server instead, before the page's scripts
 * (both are deferred, and run in document order).
 */
export default function Document({ locale, __NEXT_DATA__ }: DocumentProps) {
  const prerendered = Boolean(__NEXT_DATA__.gsp || __NEXT_DATA__.autoExport || __NEXT_DATA__.nextExport);
  return (
    <Html lang={locale ?? 'en'} dir={directionOf(locale)}>
      <Head>
        <meta name="theme-color" content="#007a64" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {prerendered ? (
          <script src="/public-settings.js" defer />
        ) : (
          <script
            type="application/json"
            id={PUBLIC_SETTINGS_ID}
            dangerouslySetInnerHTML={{ __html: serializePublicSettings(publicSettings()) }}
          />
        )}
      </Head>
      <body className="bg-white text-gray-900 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
