import { useRouter } from 'next/router';
import { type FormEvent, useState } from 'react';
import { SearchIcon } from '@/components/icons/search-icon';
import { useTranslation } from '@/lib/i18n/provider';

/** The header search: submits to /search?text=… (SPEC §2), keeping the current term in the box. */
export function SearchForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const current = router.pathname === '/search' && typeof router.query.text === 'string' ? router.query.text : '';
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  // Back/forward or a filter link changed the term in the URL: show the new one.
  if (shown !== current) {
    setShown(current);
    setText(current);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = { ...(router.pathname === '/search' ? router.query : {}), text: text.trim() };
    if (!query.text) delete (query as Record<string, unknown>).text;
    void router.push({ pathname: '/search', query });
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className={`flex items-center rounded-md border border-gray-300 bg-white focus-within:border-accent ${className}`}
    >
      <label htmlFor="site-search" className="sr-only">
        {t('text-search-label')}
      </label>
      <input
        id="site-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('text-search-placeholder')}
        className="h-10 min-w-0 flex-1 rounded-md bg-transparent px-3 text-sm outline-none"
        maxLength={100}
      />
      <button
        type="submit"
        className="flex h-10 w-10 items-center justify-center text-gray-700 hover:text-accent"
        aria-label={t('text-search')}
      >
        <SearchIcon />
      </button>
    </form>
  );
}
