import { useEffect, useState } from 'react';
import { useSearchSuggestions } from '@/framework/rest/search-suggestions';

/** Milliseconds of no typing before the box asks for suggestions. */
const DEBOUNCE_MS = 200;

/**
 * `value` once it has stopped changing for `ms`. It starts empty, so text typed before this loaded waits for the
 * pause like any later change.
 */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface SearchSuggestionOptionsProps {
  /** What the box asks suggestions for: the typed text while the list may show, empty otherwise. */
  text: string;
  language: string;
  listId: string;
  /** The box shows the list (aria-expanded): the options render only then. */
  expanded: boolean;
  /** The highlighted option, -1 for none. */
  active: number;
  /** The suggestions for what was typed, so the box can move through them with the keyboard. */
  onSuggestions: (suggestions: readonly string[]) => void;
  onChoose: (suggestion: string) => void;
}

/**
 * The header search box's suggestions (search-form.tsx): fetched once the typing pauses, shown as the options of
 * its listbox. Loaded when the shopper first focuses or types in the box, so the page's first load carries only
 * the box.
 */
export default function SearchSuggestionOptions({
  text,
  language,
  listId,
  expanded,
  active,
  onSuggestions,
  onChoose,
}: SearchSuggestionOptionsProps) {
  const suggestions = useSearchSuggestions(useDebounced(text, DEBOUNCE_MS), language);
  useEffect(() => onSuggestions(suggestions), [suggestions, onSuggestions]);
  if (!expanded) return null;
  return suggestions.map((suggestion, i) => (
    <li
      key={suggestion}
      id={`${listId}-${i}`}
      role="option"
      aria-selected={i === active}
      // Keeps the focus in the box, so blurring does not close the list before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(suggestion)}
      className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-gray-100 text-accent' : 'text-gray-800'}`}
    >
      {suggestion}
    </li>
  ));
}
