/**
 * The header search's suggestions (a chunk of its own, loaded on the field's first focus by
 * HeaderSearch): as one types, a few products and categories matching the words, typos forgiven,
 * in the page's language (GET /catalogue/suggestions). The field is an ARIA combobox with a
 * listbox (WAI-ARIA APG, "list autocomplete"): the arrows move through the suggestions, which
 * keep the focus in the field (aria-activedescendant), Enter or a click opens the one chosen, Enter
 * with none chosen searches the shop, Escape closes the list.
 */
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRoute } from 'shared-contracts/api/define';
import type { SearchSuggestions as Found, searchRoutes } from 'shared-contracts/api/search';
import { formatMoney } from 'shared-contracts/domain/money';
import { shopApi } from 'shared-contracts/platform/api';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import { useNavigate } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { messages } from './SearchSuggestions.messages';

addAppMessages('host', messages);

/** The suggestions route by method and path: its zod schemas stay out of the page (api/search.ts). */
export const suggestionsRoute = { method: 'GET', path: '/catalogue/suggestions', access: 'public' } as ApiRoute as typeof searchRoutes.searchSuggestions;

/** Fewer letters than this suggest nothing (every product has an "a"). */
export const MIN_QUERY_LENGTH = 2;
/** Typing pauses this long before the API is asked: one request per word, not per key. */
export const DEBOUNCE_MS = 200;

/** What the field shows of the combobox: whether its list is open, and the suggestion chosen with the arrows. */
export type ComboboxState = { expanded: boolean; active?: string };

type Suggestion = { key: string; href: string; label: string; detail: string; image?: string | null; kind: 'product' | 'category' };

export function SearchSuggestions({ field, listId, onState }: { field: RefObject<HTMLInputElement | null>; listId: string; onState: (state: ComboboxState) => void }) {
  const { t } = useTranslation('host');
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => field.current?.value.trim() ?? '');
  const [found, setFound] = useState<{ query: string; locale: string; answer: Found }>();
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);

  // The answer for the words in the field now, in this language; an older one is not shown.
  const current = found && found.query === query && found.locale === locale && query.length >= MIN_QUERY_LENGTH ? found.answer : undefined;
  const options = useMemo<Suggestion[]>(
    () =>
      current
        ? [
            ...current.products.map((product) => ({
              key: `product:${product.slug}`,
              href: to(productPath(product.slug)),
              label: product.title,
              detail: formatMoney(product.price, locale),
              image: product.image,
              kind: 'product' as const,
            })),
            ...current.categories.map((category) => ({
              key: `category:${category.slug}`,
              href: `${to(PATHS.shop)}?${new URLSearchParams({ category: category.slug }).toString()}`,
              label: category.name,
              detail: t('search.category'),
              kind: 'category' as const,
            })),
          ]
        : [],
    [current, locale, to, t],
  );
  const expanded = open && options.length > 0;

  // Asks once typing pauses; a newer query (or leaving the page) cancels the older request.
  useEffect(() => {
    if (query.length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const api = await shopApi();
        const answer = await api.call(suggestionsRoute, { query: { q: query } }, { signal: controller.signal });
        setFound({ query, locale, answer });
        setActive(-1);
      } catch {
        // no suggestions: the field still searches the shop on Enter
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  const choose = (option: Suggestion) => {
    const input = field.current;
    if (input) {
      input.value = '';
      input.blur();
    }
    setQuery('');
    navigate(option.href);
  };

  // The field's own events: it is HeaderSearch's element, drawn before this chunk arrived.
  useEffect(() => {
    const input = field.current;
    if (!input) return;
    const onInput = () => {
      setQuery(input.value.trim());
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const count = options.length;
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        // from the field, down is the first and up the last; past either end it wraps round
        setActive((index) => (!expanded || index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
      } else if (event.key === 'Escape' && expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    };
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    const onFocus = () => setOpen(true);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
    };
  });

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  useEffect(() => onState({ expanded, active: activeId }), [expanded, activeId, onState]);
  useEffect(() => () => onState({ expanded: false }), [onState]);

  const typed = query.length >= MIN_QUERY_LENGTH && current;
  return (
    <>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="header-search__list" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`header-search__option header-search__option--${option.kind}`}
            // keeps the focus (and a phone's keyboard) in the field while the pointer chooses
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.kind === 'product' && (option.image ? <img src={option.image} alt="" width={36} height={36} loading="lazy" /> : <span className="header-search__thumb" />)}
            <span className="header-search__label">{option.label}</span>
            <span className="header-search__detail">{option.detail}</span>
          </li>
        ))}
      </ul>
      <div role="status" className="visually-hidden">
        {open && typed ? (options.length ? t('search.count', { count: options.length }) : t('search.none')) : ''}
      </div>
    </>
  );
}
