import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useCategories } from '@/framework/rest/category';
import type { Category, LayoutType } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';

interface CategoryMenuProps {
  /** Type.settings.layoutType: classic, modern, standard, minimal, compact; default = classic (SPEC §2). */
  layout?: LayoutType;
  type: string;
  /** The selected category slug (from the URL). */
  active?: string;
}

/** The minimal layout lists every level; the others start from the top-level categories (parent 'null'). */
export function categoryParent(layout: LayoutType | undefined): string {
  return layout === 'minimal' ? 'all' : 'null';
}

function useCategoryLink() {
  const router = useRouter();
  return (slug?: string) => {
    const query = { ...router.query };
    if (slug) query.category = slug;
    else delete query.category;
    return { pathname: router.pathname, query };
  };
}

function ClassicItem({ category, active }: { category: Category; active?: string }) {
  const { t } = useTranslation();
  const link = useCategoryLink();
  const [open, setOpen] = useState(
    active === category.slug || Boolean(category.children?.some((k) => k.slug === active)),
  );
  const childrenId = `category-children-${category.id}`;
  return (
    <li>
      <div className="flex items-center justify-between rounded hover:bg-gray-100">
        <Link
          href={link(category.slug)}
          scroll={false}
          aria-current={active === category.slug ? 'true' : undefined}
          className={`flex-1 px-2 py-2 font-medium ${active === category.slug ? 'text-accent' : ''}`}
        >
          {category.name}
        </Link>
        {category.children?.length ? (
          <button
            type="button"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t('text-show-subcategories', { name: category.name })}
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded text-gray-600 hover:bg-gray-200"
          >
            <span
              aria-hidden="true"
              className={`inline-block transition-transform ${open ? 'rotate-90' : 'rtl:rotate-180'}`}
            >
              ›
            </span>
          </button>
        ) : null}
      </div>
      {category.children?.length && open ? (
        <ul id={childrenId} className="ms-4 flex flex-col border-s border-gray-200 ps-2">
          {category.children.map((k) => (
            <li key={k.id}>
              <Link
                href={link(k.slug)}
                scroll={false}
                aria-current={active === k.slug ? 'true' : undefined}
                className={`block rounded px-2 py-1.5 hover:text-accent ${active === k.slug ? 'font-semibold text-accent' : 'text-gray-700'}`}
              >
                {k.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Classic (and default): a tree; each parent links to itself and has a button to show its children. */
function Classic({ categories, active }: { categories: Category[]; active?: string }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {categories.map((c) => (
        <ClassicItem key={c.id} category={c} active={active} />
      ))}
    </ul>
  );
}

function Tile({ category, active, size }: { category: Category; active?: string; size: 'sm' | 'lg' }) {
  const link = useCategoryLink();
  const selected = active === category.slug;
  return (
    <Link
      href={link(category.slug)}
      scroll={false}
      aria-current={selected ? 'true' : undefined}
      className={`flex flex-col items-center gap-2 rounded-lg border p-3 text-center text-sm hover:border-accent ${selected ? 'border-accent text-accent' : 'border-gray-200 text-gray-800'}`}
    >
      {category.image ? (
        <Image
          src={category.image.thumbnail}
          alt=""
          width={size === 'lg' ? 96 : 56}
          height={size === 'lg' ? 96 : 56}
          className="rounded"
        />
      ) : null}
      <span className="font-medium">{category.name}</span>
    </Link>
  );
}

function Modern({ categories, active }: { categories: Category[]; active?: string }) {
  return (
    <ul className="grid grid-cols-2 gap-2">
      {categories.map((c) => (
        <li key={c.id}>
          <Tile category={c} active={active} size="sm" />
        </li>
      ))}
    </ul>
  );
}

function Standard({ categories, active }: { categories: Category[]; active?: string }) {
  return (
    <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
      {categories.map((c) => (
        <li key={c.id} className="w-32 shrink-0 snap-start">
          <Tile category={c} active={active} size="lg" />
        </li>
      ))}
    </ul>
  );
}

function Compact({ categories, active }: { categories: Category[]; active?: string }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8">
      {categories.map((c) => (
        <li key={c.id}>
          <Tile category={c} active={active} size="sm" />
        </li>
      ))}
    </ul>
  );
}

function Minimal({ categories, active }: { categories: Category[]; active?: string }) {
  const link = useCategoryLink();
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.map((c) => (
        <li key={c.id}>
          <Link
            href={link(c.slug)}
            scroll={false}
            aria-current={active === c.slug ? 'true' : undefined}
            className={`inline-block rounded-full border px-3 py-1 text-sm ${active === c.slug ? 'border-accent bg-accent text-white' : 'border-gray-300 text-gray-800 hover:border-accent'}`}
          >
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const LAYOUTS = {
  classic: Classic,
  modern: Modern,
  standard: Standard,
  minimal: Minimal,
  compact: Compact,
  default: Classic,
};

/** The category menu block (SPEC §2): one of six layouts; a red banner when categories cannot be loaded. */
export function CategoryMenu({ layout = 'default', type, active }: CategoryMenuProps) {
  const { t } = useTranslation();
  const link = useCategoryLink();
  const { categories, isLoading, error } = useCategories({ type, parent: categoryParent(layout) });
  const Layout = LAYOUTS[layout] ?? Classic;
  return (
    <nav aria-label={t('text-categories')} data-layout={layout}>
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-base font-semibold">{t('text-categories')}</h2>
        {active ? (
          <Link href={link()} scroll={false} className="text-sm text-accent underline">
            {t('text-all-categories')}
          </Link>
        ) : null}
      </div>
      {isLoading ? <LoadingState /> : null}
      {error ? <ErrorState message={error.message} /> : null}
      {!isLoading && !error ? <Layout categories={categories} active={active} /> : null}
    </nav>
  );
}
