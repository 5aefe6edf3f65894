import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { EmailTokenCheck } from '@/components/account/email-token-check';
import { VerifyEmailGate } from '@/components/account/verify-email-gate';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/**
 * /verify-email (SPEC §2): where unverified shoppers are held, and where the emailed link lands
 * (?token=…, ours: the API confirms it with POST /email/verify).
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { query } = useRouter();
  const token = typeof query.token === 'string' && query.token ? query.token : null;
  return (
    <>
      <Seo path="/verify-email" title={t('text-verify-email')} noindex />
      {/* The token is in the address: no other site may read it from a Referer header. */}
      <Head>
        <meta name="referrer" content="no-referrer" />
      </Head>
      {token ? <EmailTokenCheck token={token} /> : <VerifyEmailGate />}
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
