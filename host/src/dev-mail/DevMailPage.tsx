import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import type { KeptMail } from 'shared-contracts/api/mail';
import { isApiError } from 'shared-contracts/api/api-error';
import { routes } from 'shared-contracts/api/routes';
import { pageNotFound } from 'shared-contracts/errors/page';
import { formatDate } from 'shared-contracts/i18n/dates';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { shopApi } from 'shared-contracts/platform/api';
import { PATHS } from 'shared-contracts/routes/paths';
import { COLORS } from 'shared-contracts/ui/theme';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { ContentPage } from '../layouts/ContentPage';
import type { PageLink } from '../layouts/navLinks';
import { messages } from './DevMailPage.messages';

addAppMessages('host', messages);

const related: PageLink[] = [
  { to: PATHS.quickLogin, label: 'devMail.link.quickLogin' },
  { to: PATHS.orders, label: 'devMail.link.orders' },
];

type State = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; mails: KeptMail[] };

/** A mail's text with its addresses as links (the order page, the carrier's tracking page). */
function withLinks(text: string): ReactNode[] {
  return text.split(/(https?:\/\/\S+)/g).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/**
 * The development mailbox (/___mail), beside the quick sign-in page: the e-mails the shop kept
 * instead of sending, because no SMTP server is configured. The API offers them only then, and
 * never in production; anywhere else this page does not exist (the 404 page).
 */
export default function DevMailPage() {
  const { t } = useTranslation('host');
  const { locale } = useLocale();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const api = await shopApi();
      setState({ status: 'ready', mails: (await api.call(routes.devMailbox)).items });
    } catch (error) {
      if (isApiError(error) && error.status === 404) setState({ status: 'missing' });
      else throw error;
    }
  }, []);

  useEffect(() => {
    void load().catch(() => setState({ status: 'missing' }));
  }, [load]);

  if (state.status === 'missing') throw pageNotFound();
  return (
    <ContentPage title="devMail.title" intro="devMail.intro" notice="devMail.local" related={related}>
      {state.status === 'loading' ? (
        <div aria-busy="true">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : (
        <section aria-label={t('devMail.listLabel')}>
          <Button onClick={() => void load()} style={{ marginBottom: 16 }}>
            {t('devMail.reload')}
          </Button>
          {state.mails.length === 0 ? <p>{t('devMail.empty')}</p> : null}
          {state.mails.map((mail) => (
            <article key={mail.id} data-testid="kept-mail" aria-labelledby={`mail-${mail.id}`} style={{ borderTop: `1px solid ${COLORS.controlBorder}`, padding: '12px 0' }}>
              <h2 id={`mail-${mail.id}`} style={{ fontSize: '1.1rem', margin: 0 }}>
                {mail.subject}
              </h2>
              <p style={{ margin: '4px 0', color: COLORS.textSecondary }}>
                {t('devMail.to', { to: mail.to })} ·{' '}
                {t('devMail.meta', { date: formatDate(mail.createdAt, locale, 'dateTime'), language: mail.language, status: t(`devMail.status.${mail.status}`, { defaultValue: mail.status }) })}
              </p>
              <pre lang={mail.language} style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>
                {withLinks(mail.text)}
              </pre>
            </article>
          ))}
        </section>
      )}
    </ContentPage>
  );
}
