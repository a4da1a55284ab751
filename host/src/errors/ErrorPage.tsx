import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/ui/router';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { PageHead } from 'shared-contracts/ui/PageHead';
import { messages } from './ErrorPage.messages';

addAppMessages('host', messages);

export interface ErrorPageProps {
  /** HTTP-like status; anything but 404 is shown as a server error. Defaults to 500. */
  status?: number;
  /** The path that was not found (404). */
  path?: string;
  /** An unhandled error's id, for the user to quote (the API's log has the error under it). */
  errorId?: string;
  /** A catalogue key (`errors` namespace) that says more than the generic description. */
  messageKey?: string;
}

/** The error page of spec §2: a status code, a status message and a description. */
export function ErrorPage({ status = 500, path = '', errorId, messageKey }: ErrorPageProps) {
  const { t } = useTranslation(['errors', 'host']);
  const { to } = useLocale();
  const navigate = useNavigate();
  const notFound = status === 404;
  const title = notFound ? t('errors:page.notFoundTitle') : t('errors:page.serverErrorTitle');
  const description = notFound ? t('errors:page.notFoundMessage', { path }) : messageKey ? t(`errors:${messageKey}`) : t('host:error.serverDescription');
  return (
    <section className="error-page" aria-labelledby="error-title" data-status={status} data-error-id={errorId}>
      <PageHead title={title} noindex />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <Typography.Title id="error-title" level={1}>
        <span className="visually-hidden">{status} </span>
        {title}
      </Typography.Title>
      <Typography.Paragraph className="error-page__description">{description}</Typography.Paragraph>
      {errorId && (
        <Typography.Paragraph className="error-page__id">
          {t('host:error.id', { id: errorId })}
        </Typography.Paragraph>
      )}
      <Button type="primary" onClick={() => navigate(to(PATHS.home))}>
        {t('host:error.backHome')}
      </Button>
    </section>
  );
}
