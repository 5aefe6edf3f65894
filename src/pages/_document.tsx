import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import type { ReactElement } from 'react';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER } from '@/config/after-paint.cjs';
import { directionOf } from '@/config/locales';
import { PUBLIC_SETTINGS_ID, publicSettings, serializePublicSettings } from '@/config/public-env';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * Next's script elements with an address become one JSON list of those addresses, in order, for the after-paint
 * loader (src/config/after-paint.cjs); any other element is kept as it is.
 */
function afterPaint(elements: (ReactElement<{ src?: unknown }> | null)[], key: string): (ReactElement | null)[] {
  const urls: string[] = [];
  const others = elements.filter((element) => {
    const src = element?.props.src;
    if (typeof src !== 'string') return true;
    urls.push(src);
    return false;
  });
  if (urls.length === 0) return others;
  const list = (
    <script
      key={key}
      type="application/json"
      {...{ [AFTER_PAINT_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(urls).replace(/</g, '\\u003c') }}
    />
  );
  return [list, ...others];
}

/** The production head: the page's scripts as lists for the after-paint loader instead of `defer` scripts. */
class PaintFirstHead extends Head {
  override getDynamicChunks(files: DocumentFiles) {
    return afterPaint(super.getDynamicChunks(files), 'after-paint-chunks');
  }

  override getScripts(files: DocumentFiles) {
    return afterPaint(super.getScripts(files), 'after-paint-scripts').filter((e): e is ReactElement => e !== null);
  }
}

/** Paint first, then run the page's scripts: in production (the development server's run as Next puts them). */
const PAINT_FIRST = process.env.NODE_ENV === 'production';
const PageHead = PAINT_FIRST ? PaintFirstHead : Head;

/**
 * Sets the page language and direction: right to left for ar and he (SPEC §1), and hands the browser the public
 * settings of the server that renders the page (src/config/public-env.ts): as a JSON block, which is data and not
 * a script (the policy allows no inline script but the after-paint loader, by its hash). In production the page's
 * own scripts run once the browser has painted (src/config/after-paint.cjs). Pages prerendered at build time
 * (getStaticProps: 404, 500) would carry the build's settings, so they load /public-settings.js from the server
 * instead, before the page's scripts (it is deferred: it runs when the document is parsed, before the loader's
 * scripts, and in development before Next's deferred scripts, which follow it in document order).
 */
export default function Document({ locale, __NEXT_DATA__ }: DocumentProps) {
  const prerendered = Boolean(__NEXT_DATA__.gsp || __NEXT_DATA__.autoExport || __NEXT_DATA__.nextExport);
  return (
    <Html lang={locale ?? 'en'} dir={directionOf(locale)}>
      <PageHead>
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
      </PageHead>
      <body className="bg-white text-gray-900 antialiased">
        <Main />
        <NextScript />
        {PAINT_FIRST ? <script dangerouslySetInnerHTML={{ __html: AFTER_PAINT_LOADER }} /> : null}
      </body>
    </Html>
  );
}
