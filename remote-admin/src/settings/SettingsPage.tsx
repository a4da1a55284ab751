import './SettingsPage.messages';
// the Previews tab's label (its section is RULES')
import './PreviewsSection.messages';
// the Shipping tab's label (its section is issue 32's)
import './ShippingSection.messages';
import './CodTab.messages';
import './ReturnsTab.messages';
// the Cart reminders tab's label (issue 36c)
import './CartRemindersSection.messages';
// the Two-factor sign-in tab's label (its section is issue 35b's)
import '../two-factor/TwoFactor.messages';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { PageHeading } from '../ui/PageHeading';

interface Section {
  key: string;
  /** Its tab's label key (admin namespace). */
  label: string;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The Settings sections, in tab order. Each loads when its tab is first opened; adding a section is
 * one line here (and its messages).
 */
const SECTIONS: Section[] = [
  { key: 'store', label: 'settings.tab.store', Page: lazy(() => import('./StoreSection')) },
  { key: 'notifications', label: 'settings.tab.notifications', Page: lazy(() => import('./NotificationsSection')) },
  { key: 'checkout', label: 'settings.tab.checkout', Page: lazy(() => import('./CheckoutSection')) },
  { key: 'shipping', label: 'settings.tab.shipping', Page: lazy(() => import('./ShippingSection')) },
  { key: 'cod', label: 'settings.tab.cod', Page: lazy(() => import('./CodSection')) },
  { key: 'returns', label: 'settings.tab.returns', Page: lazy(() => import('./ReturnsSection')) },
  { key: 'cartReminders', label: 'settings.tab.cartReminders', Page: lazy(() => import('./CartRemindersSection')) },
  { key: 'access', label: 'settings.tab.access', Page: lazy(() => import('./AccessSection')) },
  { key: 'twoFactor', label: 'twoFactor.settings.tab', Page: lazy(() => import('../two-factor/TwoFactorSettingsSection')) },
  { key: 'previews', label: 'settings.tab.previews', Page: lazy(() => import('./PreviewsSection')) },
];

/**
 * /admin/dashboard/settings: the shop's settings an admin changes without a redeploy (issue 23).
 * Every form is judged by the shared rules here and again by the API, in the same words.
 */
export default function SettingsPage() {
  const { t } = useTranslation('admin');
  const [active, setActive] = useState(SECTIONS[0]!.key);
  return (
    <section>
      <PageHeading title={t('settings.title')} intro={t('settings.intro')} />
      <Tabs
        activeKey={active}
        onChange={setActive}
        destroyOnHidden
        items={SECTIONS.map(({ key, label, Page }) => ({
          key,
          label: t(label),
          children: (
            <Suspense fallback={<Spin />}>
              <Page />
            </Suspense>
          ),
        }))}
      />
    </section>
  );
}
