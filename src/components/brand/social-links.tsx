import { GlobeIcon } from '@/components/icons/globe-icon';
import { useTranslation } from '@/lib/i18n/provider';

export interface SocialLink {
  icon?: string;
  url: string;
}

/** "FacebookIcon" → "Facebook"; otherwise the host name of the link. */
export function socialName({ icon, url }: SocialLink): string {
  const fromIcon = icon?.replace(/Icon$/, '').trim();
  if (fromIcon) return fromIcon;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function safe(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** A website and social profiles as labelled outside links (only http(s) addresses are linked). */
export function SocialLinks({
  website,
  socials = [],
  className = '',
}: {
  website?: string | null;
  socials?: SocialLink[] | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const links = (socials ?? []).filter((s) => s?.url && safe(s.url));
  if (!(website && safe(website)) && links.length === 0) return null;
  const chip =
    'inline-flex items-center gap-1.5 rounded-full border border-gray-300 bg-white px-3 py-1 text-sm font-medium text-gray-800 underline-offset-2 hover:border-accent hover:text-accent hover:underline';
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={t('text-links')}>
      {website && safe(website) ? (
        <li>
          <a href={website} target="_blank" rel="noopener noreferrer" className={chip}>
            <GlobeIcon width={16} height={16} />
            {t('text-website')}
            <span className="sr-only">{t('text-opens-new-tab')}</span>
          </a>
        </li>
      ) : null}
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={chip}>
            {socialName(link)}
            <span className="sr-only">{t('text-opens-new-tab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
