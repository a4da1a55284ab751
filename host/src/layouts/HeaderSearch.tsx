import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { useNavigate } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { messages } from './Layout.messages';
import type { ComboboxState } from './SearchSuggestions';

addAppMessages('host', messages);

type SuggestionsModule = typeof import('./SearchSuggestions');

/**
 * The header's product search, on every page of the shop: a search field (a combobox) whose
 * suggestions arrive as one types. Searching shows /shop?q=..., where the shop's own filters take
 * over; without the app the form is an ordinary GET to the shop.
 *
 * Only the field is in the first load; its suggestions (the list, the keys, the API call) are a
 * chunk of their own, fetched on the field's first focus. They take over this very element rather
 * than drawing a new one, which would drop the focus and a phone's keyboard: they listen to it and
 * report the combobox's state, which this component writes on it.
 *
 * Below the mobile breakpoint the header shows the magnifier (the field's label) alone; a tap on
 * it focuses the field, which the page template then shows under the header while it has the
 * focus (`:focus-within`, so it works before the app has started too).
 */
export function HeaderSearch() {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  const navigate = useNavigate();
  const fieldId = useId();
  const listId = `${fieldId}-suggestions`;
  const field = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<SuggestionsModule>();
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    // a failed chunk leaves the plain search field, which still searches
    import(/* webpackChunkName: "search-suggestions" */ './SearchSuggestions').then(setSuggestions, () => (loading.current = false));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = field.current?.value.trim() ?? '';
    field.current?.blur();
    navigate(q ? `${to(PATHS.shop)}?${new URLSearchParams({ q }).toString()}` : to(PATHS.shop));
  };
  return (
    <form role="search" aria-label={t('layout.searchField')} action={to(PATHS.shop)} className="header-search" onSubmit={submit}>
      <label htmlFor={fieldId} className="header-icon header-search__icon" title={t('layout.searchField')}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
      </label>
      <input
        id={fieldId}
        ref={field}
        className="header-search__field"
        type="search"
        name="q"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('layout.searchField')}
        aria-label={t('layout.searchField')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={suggestions ? listId : undefined}
        aria-activedescendant={combobox.active}
        onFocus={load}
        onPointerDown={load}
      />
      {suggestions && <suggestions.SearchSuggestions field={field} listId={listId} onState={setCombobox} />}
    </form>
  );
}
