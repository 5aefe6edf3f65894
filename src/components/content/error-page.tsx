import { Link } from '@/components/ui/link';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';

const LINKS = [
  ['/', 'text-go-home'],
  ['/search', 'text-search-products'],
  ['/shops', 'text-browse-shops'],
  ['/help', 'text-visit-help'],
] as const;

interface ErrorPageProps {
  code: 404 | 500;
  title: string;
  description: string;
  path: string;
}

/**
 * The 404 and 500 pages: static (built once per language), inside the normal layout, which renders from
 * empty settings until the browser has fetched them.
 */
export function ErrorPage({ code, title, description, path }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <Seo path={path} title={title} description={description} noindex />
      <section className="mx-auto flex max-w-2xl flex-col items-center py-12 text-center">
        <p className="text-6xl font-bold text-accent" aria-hidden="true">
          {code}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">{description}</p>
        <nav aria-label={t('text-helpful-links')} className="mt-8 w-full">
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {LINKS.map(([href, key]) => (
              <li key={href}>
                <Link
                  href={href}
                  className={`flex h-12 items-center justify-center rounded-md px-5 text-sm font-semibold ${
                    href === '/'
                      ? 'bg-accent text-white hover:bg-accent-hover'
                      : 'border border-gray-300 bg-white text-gray-900 hover:border-accent hover:text-accent'
                  }`}
                >
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </>
  );
}
