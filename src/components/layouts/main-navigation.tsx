import { Link } from '@/components/ui/link';
import { publicSettings } from '@/config/public-env';
import { useConcernsAvailable } from '@/framework/rest/concern-availability';
import { useSettings } from '@/framework/rest/settings';
import { useTranslation } from '@/lib/i18n/provider';

/** The menu entries (SPEC §2), including the two external links: the sitemap and the blog. */
export function useMenuLinks() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const concerns = useConcernsAvailable();
  const links: { href: string; label: string; external?: boolean }[] = [
    { href: '/shops', label: t('nav-shops') },
    { href: '/offers', label: t('nav-offers') },
    { href: '/authors', label: t('nav-authors') },
    { href: '/manufacturers', label: t('nav-manufacturers') },
    ...(concerns ? [{ href: '/concerns', label: t('nav-concerns') }] : []),
    { href: '/help', label: t('nav-faq') },
    { href: '/contact', label: t('nav-contact') },
  ];
  const blog = publicSettings().blogUrl || settings.externalLink;
  const extras = [
    { href: '/sitemap.xml', label: t('nav-sitemap'), external: true },
    ...(blog ? [{ href: blog, label: t('nav-blog'), external: true }] : []),
  ];
  return { links, extras };
}

export function MainNavigation({ className = '', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { links, extras } = useMenuLinks();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            onClick={onNavigate}
            className="rounded px-1 py-2 whitespace-nowrap text-gray-800 hover:text-accent"
          >
            {link.label}
          </Link>
        </li>
      ))}
      {extras.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="rounded px-1 py-2 text-gray-800 hover:text-accent"
            rel={link.href.startsWith('http') ? 'noopener' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
