import { useRouter } from 'next/router';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { SearchIcon } from '@/components/icons/search-icon';
import { useTranslation } from '@/lib/i18n/provider';

// Every page carries this box and most are read without searching: the suggestions' fetching and options load
// when the shopper first focuses it or types in it.
const SearchSuggestionOptions = lazy(() => import('./search-suggestion-options'));

/**
 * The header search: submits to /search?text=… (SPEC §2), keeping the current term in the box. While the shopper
 * types it suggests completed queries (an ARIA combobox: arrows move through the list, Enter takes the highlighted
 * one, Escape closes it); a provider without suggestions leaves a plain search box.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const listId = useId();
  const current = router.pathname === '/search' && typeof router.query.text === 'string' ? router.query.text : '';
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Focused or typed in once (typing counts too: the box may have had the focus before the page hydrated).
  const [engaged, setEngaged] = useState(false);
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  // Back/forward or a filter link changed the term in the URL: show the new one.
  if (shown !== current) {
    setShown(current);
    setText(current);
  }
  const expanded = open && suggestions.length > 0;

  const go = (term: string) => {
    setOpen(false);
    setActive(-1);
    const query = { ...(router.pathname === '/search' ? router.query : {}), text: term.trim() };
    if (!query.text) delete (query as Record<string, unknown>).text;
    void router.push({ pathname: '/search', query });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };

  const choose = (suggestion: string) => {
    setText(suggestion);
    go(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') {
      if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
        event.preventDefault();
        choose(suggestions[active]);
      }
      return;
    }
    event.preventDefault();
    if (!expanded) {
      setOpen(true);
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // -1 is the text box itself: moving past either end comes back to what was typed.
    setActive((i) => ((i + 1 + step + suggestions.length + 1) % (suggestions.length + 1)) - 1);
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className={`relative flex items-center rounded-md border border-gray-300 bg-white focus-within:border-accent ${className}`}
    >
      <label htmlFor="site-search" className="sr-only">
        {t('text-search-label')}
      </label>
      <input
        id="site-search"
        // A combobox is a text input (HTML allows role=combobox on type=text, not on type=search); the
        // keyboard still offers "search" on phones.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setEngaged(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setEngaged(true)}
        onBlur={() => setOpen(false)}
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
      <ul
        id={listId}
        role="listbox"
        aria-label={t('text-search-suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-md border border-gray-200 bg-white py-1 text-start shadow-lg"
      >
        {engaged ? (
          <Suspense fallback={null}>
            <SearchSuggestionOptions
              text={open ? text : ''}
              language={router.locale ?? 'en'}
              listId={listId}
              expanded={expanded}
              active={active}
              onSuggestions={setSuggestions}
              onChoose={choose}
            />
          </Suspense>
        ) : null}
      </ul>
    </form>
  );
}
