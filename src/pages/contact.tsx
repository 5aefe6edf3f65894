import type { GetServerSideProps } from 'next';
import { ContactDetails } from '@/components/content/contact-details';
import { ContactForm } from '@/components/forms/contact-form';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** Contact: the shop's details (settings) and the contact-us form. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/contact" title={t('text-contact-us')} description={t('text-contact-intro')} />
      <div className="mx-auto max-w-5xl">
        <header className="mb-8 border-b border-gray-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t('text-contact-us')}</h1>
          <p className="mt-3 max-w-3xl text-lg leading-8 text-gray-700">{t('text-contact-intro')}</p>
        </header>
        <div className="grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <ContactDetails />
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="mb-5 text-xl font-semibold text-gray-900">
              {t('text-send-us-message')}
            </h2>
            <ContactForm />
          </section>
        </div>
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 300 });
