/**
 * The one antd context of the shop: theme, form look, antd's own locale, and the toast container
 * (mounted on the first toast: its code is not part of a page's first load).
 * The host renders it once around everything, so remote pages shown inside it share the context;
 * a remote's standalone dev page renders it around that remote alone.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18n as pageI18n } from 'shared-contracts/platform/i18n';
import { lastEvent, subscribe } from 'shared-contracts/platform/events';
import { isLocale, DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';
import { formLook, theme } from 'shared-contracts/ui/theme';
import { useHydrated } from 'shared-contracts/ui/useHydrated';

/** antd's own texts per shop locale; English is built in, the others load when first needed. */
const antdLocales: Record<Locale, () => Promise<AntdLocale>> = {
  en: async () => enUS,
  es: () => import('antd/es/locale/es_ES').then((module) => module.default),
  fr: () => import('antd/es/locale/fr_FR').then((module) => module.default),
};

function useAntdLocale(locale: Locale): AntdLocale {
  const [loaded, setLoaded] = useState<{ locale: Locale; texts: AntdLocale }>({ locale: 'en', texts: enUS });
  useEffect(() => {
    let current = true;
    void antdLocales[locale]().then((texts) => current && setLoaded({ locale, texts }));
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded.texts;
}

/**
 * Buttons show this spinner while `loading`, without antd's default one: that one leaves with a
 * CSS transition, and when the loading is short (a refused sign-in on a busy machine) the
 * transition can end without an event, so an invisible "loading" icon stays in the button for
 * good and its accessible name becomes "loading Sign in". This one comes and goes with the state.
 * It is a plain SVG that turns itself: the icon library would add 3 KB gzip to every first visit.
 */
const buttonLook = {
  loadingIcon: (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" data-testid="button-spinner">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeDasharray="42 100">
        <animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="0.9s" repeatCount="indefinite" />
      </circle>
    </svg>
  ),
};

/**
 * The one theme in antd's zero-runtime mode: components compute and inject no CSS in the browser;
 * their styles come from the stylesheets extracted at build time (scripts/antd-styles.ts), which
 * travel with the chunks of the components. What antd still does here is derive the theme's tokens
 * once and write them as CSS variables, which the extracted rules use (so a nested ConfigProvider
 * with other colours still paints them). Nested providers inherit the mode.
 */
const zeroRuntimeTheme = { ...theme, zeroRuntime: true };

/** Every form scrolls to its first error in spec §9's 300 ms (ui/scroll.ts, loaded when a form first fails). */
const formDefaults = {
  scrollToFirstError: {
    block: 'center',
    behavior: (actions: { el: Element; top: number }[]) => void import('shared-contracts/ui/scroll').then(({ scrollToFirstError }) => scrollToFirstError(actions)),
  },
} as const;

const Toasts = lazy(() => import('shared-contracts/ui/Toasts'));

/** True from the first toast on (also one published before this component mounted). */
function useToastsWanted(): boolean {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(() => lastEvent('ui:toast-requested') !== undefined);
  useEffect(() => {
    if (wanted) return undefined;
    if (lastEvent('ui:toast-requested') !== undefined) setWanted(true);
    return subscribe('ui:toast-requested', () => setWanted(true));
  }, [wanted]);
  // Never in the server's markup, so not in the hydrating render either.
  return wanted && hydrated;
}

export interface ShopProvidersProps {
  children: ReactNode;
  /** The language instance: the page's one (platform/i18n) unless given; the server gives each
   *  request its own, so requests rendered at the same time never share a language. */
  i18n?: I18n;
}

export function ShopProviders({ children, i18n = pageI18n }: ShopProvidersProps) {
  const { i18n: active } = useTranslation(undefined, { i18n });
  const toastsWanted = useToastsWanted();
  const locale = isLocale(active.language) ? active.language : DEFAULT_LOCALE;
  const antdLocale = useAntdLocale(locale);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={zeroRuntimeTheme} locale={antdLocale} button={buttonLook} form={formDefaults} {...formLook}>
        {children}
        {toastsWanted && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
      </ConfigProvider>
    </I18nextProvider>
  );
}
