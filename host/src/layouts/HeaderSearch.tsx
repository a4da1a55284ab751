import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared-contracts/routes/paths';
import { useNavigate } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';

/**
 * The header's product search: a magnifier that opens a search field (a native <details>, so it opens
 * the same before the app has started and on the server's page). Searching shows /shop?q=..., where
 * the shop's own filters take over; without the app the form is an ordinary GET to the shop.
 */
export function HeaderSearch() {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  const navigate = useNavigate();
  const fieldId = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (details.current) details.current.open = false;
    navigate(q ? `${to(PATHS.shop)}?${new URLSearchParams({ q }).toString()}` : to(PATHS.shop));
  };
  return (
    <details className="header-search header-popover" ref={details}>
      <summary className="header-icon" aria-label={t('layout.searchField')} title={t('layout.searchField')}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
      </summary>
      <form role="search" aria-label={t('layout.searchField')} action={to(PATHS.shop)} className="header-popover__panel header-search__form" onSubmit={submit}>
        <label htmlFor={fieldId} className="visually-hidden">
          {t('layout.searchField')}
        </label>
        <input id={fieldId} type="search" name="q" maxLength={100} placeholder={t('layout.searchField')} />
        <button type="submit" className="header-search__submit">
          {t('layout.search')}
        </button>
      </form>
    </details>
  );
}
