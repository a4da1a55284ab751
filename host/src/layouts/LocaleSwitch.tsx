import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'shared-contracts/ui/router';
import { addAppMessages, i18n } from 'shared-contracts/platform/i18n';
import { LOCALES, localizePath, splitLocalePath } from 'shared-contracts/i18n/locales';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { writeLocaleCookie } from '../locale/cookie';
import { messages } from './Layout.messages';

addAppMessages('host', messages);

const NAMES = { en: 'English', es: 'Español', fr: 'Français' } as const;

/** The language switch: the same page in each language. The choice is remembered in the cookie. */
export function LocaleSwitch() {
  const { t } = useTranslation('host');
  const { locale } = useLocale();
  const { pathname, search } = useLocation();
  const { path } = splitLocalePath(pathname);
  return (
    <nav aria-label={t('layout.language')} className="locale-switch">
      {LOCALES.map((l) => (
        <Link
          key={l}
          to={`${localizePath(path, l)}${search}`}
          lang={l}
          hrefLang={l}
          aria-current={l === locale ? 'true' : undefined}
          className={l === locale ? 'locale-switch__item is-active' : 'locale-switch__item'}
          onClick={() => writeLocaleCookie(l)}
          // the language's shared texts (a chunk of their own, platform/i18n) load as the pointer or
          // the focus reaches the link, so the page switches at once when it is followed
          onPointerEnter={() => void i18n.loadLanguages(l)}
          onFocus={() => void i18n.loadLanguages(l)}
          title={NAMES[l]}
        >
          {l.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
