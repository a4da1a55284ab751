import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { formatMoney } from 'shared-contracts/domain/money';
import { notify, notifyMarkup, type ToastKind } from 'shared-contracts/platform/toast';
import { BREAKPOINTS, COLORS, PRIMARY_COLOR, SCROLL_ANIMATION_MS, SECONDARY_COLOR } from 'shared-contracts/ui/theme';
import { scrollTo } from 'shared-contracts/ui/scroll';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { RuleCatalogue } from './RuleCatalogue';
import { SampleForm } from './SampleForm';
import { messages } from './SamplePage.messages';

addAppMessages('host', messages);

/** Sent as-is by the "unsafe HTML" toast: the sanitizer must drop the handler, so no alert opens. */
export const UNSAFE_TOAST_PAYLOAD = '<img src=x onerror=alert(1)>';

const TOAST_KINDS: ToastKind[] = ['info', 'success', 'warning', 'error'];
/** A nested theme: antd writes its colours as CSS variables under its own class (named, so it is
 *  the same on every render), and the extracted rules paint with them. */
const secondaryTheme = { token: { colorPrimary: SECONDARY_COLOR }, cssVar: { key: 'shop-secondary' } };

/** The living UI kit (DESIGN.md): theme, buttons, typography, the form look with validation, toasts. */
export default function SamplePage() {
  const { t } = useTranslation('host');
  usePageTitle(t('sample.title'));
  return (
    <article className="sample-page">
      <Typography.Title level={1} id="sample-title" tabIndex={-1}>
        {t('sample.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('sample.intro')}</Typography.Paragraph>

      <Section id="theme" title={t('sample.theme.title')}>
        <ThemeSection />
      </Section>
      <Section id="buttons" title={t('sample.buttons.title')}>
        <ButtonsSection />
      </Section>
      <Section id="typography" title={t('sample.type.title')}>
        <TypographySection />
      </Section>
      <Section id="form" title={t('sample.form.title')}>
        <Typography.Paragraph>{t('sample.form.intro')}</Typography.Paragraph>
        <SampleForm />
      </Section>
      <Section id="rules" title={t('sample.rules.title')}>
        <RuleCatalogue />
      </Section>
      <Section id="toasts" title={t('sample.toast.title')}>
        <ToastsSection />
      </Section>

      <Button onClick={() => scrollToTop(SCROLL_ANIMATION_MS)}>{t('sample.top')}</Button>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} style={{ marginBottom: '2.5rem' }}>
      <Typography.Title level={2} id={`${id}-title`}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function ThemeSection() {
  const { t } = useTranslation('host');
  const width = useViewportWidth();
  const breakpoints = Object.entries(BREAKPOINTS);
  const current = breakpoints.filter(([, px]) => width >= px).pop()?.[0] ?? 'xs';
  return (
    <>
      <Flex gap="middle" wrap>
        <Swatch color={PRIMARY_COLOR} label={t('sample.theme.primary')} />
        <Swatch color={SECONDARY_COLOR} label={t('sample.theme.secondary')} />
      </Flex>
      <Typography.Title level={3}>{t('sample.theme.breakpoints')}</Typography.Title>
      <ul>
        {breakpoints.map(([name, px]) => (
          <li key={name}>
            <Typography.Text code>{name}</Typography.Text> {t('sample.theme.from', { px })}
          </li>
        ))}
      </ul>
      <Typography.Paragraph>{t('sample.theme.mobile', { px: BREAKPOINTS.lg })}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('sample.theme.current', {
          width,
          name: current,
          layout: width < BREAKPOINTS.lg ? t('sample.theme.phone') : t('sample.theme.desktop'),
        })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('sample.theme.motion', { ms: SCROLL_ANIMATION_MS })}</Typography.Paragraph>
    </>
  );
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <figure style={{ margin: 0, width: '12rem', border: '1px solid var(--shop-border)', borderRadius: 8, overflow: 'hidden', background: COLORS.surface }}>
      <div style={{ background: color, height: '4.5rem' }} aria-hidden="true" />
      <figcaption style={{ padding: '.5rem .75rem' }}>
        {label}
        <br />
        <Typography.Text code>{color}</Typography.Text>
      </figcaption>
    </figure>
  );
}

function ButtonsSection() {
  const { t } = useTranslation('host');
  return (
    <>
      <Typography.Title level={3}>{t('sample.buttons.variants')}</Typography.Title>
      <Flex gap="small" wrap>
        <Button type="primary">{t('sample.buttons.primary')}</Button>
        <ConfigProvider theme={secondaryTheme}>
          <Button type="primary">{t('sample.buttons.secondary')}</Button>
        </ConfigProvider>
        <Button>{t('sample.buttons.default')}</Button>
        <Button type="dashed">{t('sample.buttons.dashed')}</Button>
        <Button type="text">{t('sample.buttons.text')}</Button>
        <Button type="link">{t('sample.buttons.link')}</Button>
        <Button type="primary" danger>
          {t('sample.buttons.danger')}
        </Button>
        <Button type="primary" disabled>
          {t('sample.buttons.disabled')}
        </Button>
        <Button type="primary" loading>
          {t('sample.buttons.loading')}
        </Button>
      </Flex>
      <Typography.Title level={3}>{t('sample.buttons.sizes')}</Typography.Title>
      <Flex gap="small" wrap align="center">
        <Button type="primary" size="small">
          {t('sample.buttons.small')}
        </Button>
        <Button type="primary">{t('sample.buttons.middle')}</Button>
        <Button type="primary" size="large">
          {t('sample.buttons.large')}
        </Button>
      </Flex>
    </>
  );
}

function TypographySection() {
  const { t } = useTranslation('host');
  const { locale, to } = useLocale();
  return (
    <>
      <Typography.Title level={3}>{t('sample.type.h3')}</Typography.Title>
      <Typography.Title level={4}>{t('sample.type.h4')}</Typography.Title>
      <Typography.Title level={5}>{t('sample.type.h5')}</Typography.Title>
      <Typography.Paragraph>{t('sample.type.paragraph')}</Typography.Paragraph>
      <Typography.Paragraph>{t('sample.type.price', { price: formatMoney(129_900, locale) })}</Typography.Paragraph>
      <Flex gap="middle" wrap component="p">
        <Typography.Text strong>{t('sample.type.strong')}</Typography.Text>
        <Typography.Text italic>{t('sample.type.italic')}</Typography.Text>
        <Typography.Text underline>{t('sample.type.underline')}</Typography.Text>
        <Typography.Text delete>{t('sample.type.delete')}</Typography.Text>
        <Typography.Text code>{t('sample.type.code')}</Typography.Text>
        <Typography.Text keyboard>{t('sample.type.keyboard')}</Typography.Text>
        <Typography.Text mark>{t('sample.type.mark')}</Typography.Text>
        <Typography.Text type="secondary">{t('sample.type.secondary')}</Typography.Text>
        <Typography.Text type="success">{t('sample.type.success')}</Typography.Text>
        <Typography.Text type="warning">{t('sample.type.warning')}</Typography.Text>
        <Typography.Text type="danger">{t('sample.type.danger')}</Typography.Text>
        <Link to={to(PATHS.shop)}>{t('sample.type.link')}</Link>
      </Flex>
    </>
  );
}

function ToastsSection() {
  const { t } = useTranslation('host');
  return (
    <>
      <Typography.Paragraph>{t('sample.toast.intro')}</Typography.Paragraph>
      <Flex gap="small" wrap>
        {TOAST_KINDS.map((kind) => (
          <Button key={kind} onClick={() => notify(t(`sample.toast.${kind}Message`), kind)}>
            {t(`sample.toast.${kind}`)}
          </Button>
        ))}
        <Button type="primary" onClick={() => notifyMarkup('host:sample.toast.htmlMessage', {}, 'success')}>
          {t('sample.toast.html')}
        </Button>
        <Button danger onClick={() => notifyMarkup('host:sample.toast.unsafeMessage', { payload: UNSAFE_TOAST_PAYLOAD }, 'warning')}>
          {t('sample.toast.unsafe')}
        </Button>
      </Flex>
      <Typography.Paragraph style={{ marginTop: '1rem' }}>
        {t('sample.toast.payload')} <Typography.Text code>{UNSAFE_TOAST_PAYLOAD}</Typography.Text>
      </Typography.Paragraph>
    </>
  );
}

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/** Scrolls to the top in `duration` ms (the shop's one scroll helper), then focuses the title. */
function scrollToTop(duration: number) {
  scrollTo(window, 0, { duration, done: () => document.getElementById('sample-title')?.focus({ preventScroll: true }) });
}
