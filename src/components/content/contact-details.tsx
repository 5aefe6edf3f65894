import { useSettings } from '@/framework/rest/settings';
import { useTranslation } from '@/lib/i18n/provider';

const linkClass = 'font-medium text-accent underline underline-offset-2 hover:no-underline';

/** The shop's address, phone, email and social links from the settings (no map: nothing loads from third parties). */
export function ContactDetails() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const contact = settings.contactDetails;
  const address = contact?.location?.formattedAddress;
  const socials = (contact?.socials ?? []).filter((s) => /^https?:\/\//.test(s.url));
  return (
    <section aria-labelledby="contact-details-title" className="rounded-lg border border-gray-200 bg-gray-50 p-6">
      <h2 id="contact-details-title" className="text-lg font-semibold text-gray-900">
        {t('text-contact-details')}
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        {address ? (
          <div>
            <dt className="font-semibold text-gray-900">{t('text-address')}</dt>
            <dd className="mt-1 text-gray-700">
              <address className="not-italic">
                <bdi>{address}</bdi>
              </address>
            </dd>
          </div>
        ) : null}
        {contact?.contact ? (
          <div>
            <dt className="font-semibold text-gray-900">{t('text-phone')}</dt>
            <dd className="mt-1">
              <a href={`tel:${contact.contact.replace(/[^\d+]/g, '')}`} className={linkClass} dir="ltr">
                {contact.contact}
              </a>
            </dd>
          </div>
        ) : null}
        {contact?.emailAddress ? (
          <div>
            <dt className="font-semibold text-gray-900">{t('text-email')}</dt>
            <dd className="mt-1">
              <a href={`mailto:${contact.emailAddress}`} className={linkClass}>
                {contact.emailAddress}
              </a>
            </dd>
          </div>
        ) : null}
        {socials.length ? (
          <div>
            <dt className="font-semibold text-gray-900">{t('text-follow-us')}</dt>
            <dd className="mt-1">
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {socials.map((social) => (
                  <li key={social.url}>
                    <a href={social.url} className={linkClass} rel="noopener noreferrer">
                      {social.icon.replace(/Icon$/, '') || social.url}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-6 text-sm text-gray-700">{t('text-contact-response-time')}</p>
    </section>
  );
}
