/**
 * The one antd context of the shop: theme, form look, antd's own locale, and the toast container.
 * The host renders it once around everything, so remote pages shown inside it share the context;
 * a remote's standalone dev page renders it around that remote alone.
 */
import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import frFR from 'antd/es/locale/fr_FR';
import { ToastContainer, type ToastContainerProps } from 'react-toastify';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from 'shared-contracts/platform/i18n';
import { isLocale, DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';
import { formLook, theme } from 'shared-contracts/ui/theme';

const antdLocales = { en: enUS, es: esES, fr: frFR } satisfies Record<Locale, unknown>;

/** Toasts (spec §9): auto-close 2000 ms, bottom-center, dark, no progress bar. Shown with
 *  platform/toast's `notify`, which sanitizes their HTML. */
const TOAST_OPTIONS = {
  autoClose: 2000,
  position: 'bottom-center',
  theme: 'dark',
  hideProgressBar: true,
} as const satisfies ToastContainerProps;

export function ShopProviders({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation(undefined, { i18n });
  const locale = isLocale(active.language) ? active.language : DEFAULT_LOCALE;
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={theme} locale={antdLocales[locale]} {...formLook}>
        {children}
        <ToastContainer {...TOAST_OPTIONS} />
      </ConfigProvider>
    </I18nextProvider>
  );
}
