import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { directionOf } from '@/config/locales';

/** Sets the page language and direction: right to left for ar and he (SPEC §1). */
export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={locale ?? 'en'} dir={directionOf(locale)}>
      <Head>
        <meta name="theme-color" content="#007a64" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body className="bg-white text-gray-900 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
