import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import { privacyRoutes, type DataExport } from 'shared-contracts/api/privacy';
import { formatDate } from 'shared-contracts/i18n/dates';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { messages } from './MyDataSection.messages';

addAppMessages('host', messages);

/** How often the page asks again while a download is being written (the worker runs on the API's outbox poll). */
export const DATA_EXPORT_POLL_MS = 1500;

/**
 * My account's "Your data and consents" (issue 35 item 5): the privacy notice accepted, the separate
 * marketing consent (given or withdrawn here), and "Download my data": asked here, written in the
 * background, its progress followed until its links (also e-mailed) appear.
 */
export function MyDataSection() {
  const { t } = useTranslation('host');
  return (
    <section aria-labelledby="account-my-data-title" style={{ marginTop: '2rem' }}>
      <h2 id="account-my-data-title">{t('myData.title')}</h2>
      <Consents />
      <DataDownload />
    </section>
  );
}

function Consents() {
  const { t } = useTranslation('host');
  const { locale } = useLocale();
  const consents = useApiQuery(privacyRoutes.myConsents);
  const saving = useApiMutation(privacyRoutes.setMarketingConsent);
  if (!consents.data) return null;
  const notice = consents.data.history.filter((row) => row.kind === 'privacy_notice').at(-1);
  const marketing = consents.data.marketing;
  const change = async (granted: boolean) => {
    const saved = await saving.mutate({ body: { granted } });
    if (saved.ok) consents.reload();
  };
  return (
    <>
      {notice && <p>{t('myData.notice', { version: notice.version, date: formatDate(notice.at, locale) })}</p>}
      <p>
        <Checkbox checked={marketing} disabled={saving.busy} onChange={(event) => void change(event.target.checked)}>
          {t('myData.marketing')}
        </Checkbox>
      </p>
      <p>{t(marketing ? 'myData.marketing.on' : 'myData.marketing.off')}</p>
    </>
  );
}

function DataDownload() {
  const { t } = useTranslation('host');
  const current = useApiQuery(privacyRoutes.myDataExport);
  const asking = useApiMutation(privacyRoutes.requestDataExport);
  // the answer to the request, shown at once, until the list's next read knows that download
  const [asked, setAsked] = useState<DataExport | null>(null);
  const latest = asked && current.data?.latest?.id !== asked.id ? asked : (current.data?.latest ?? null);
  const working = latest?.status === 'pending' || latest?.status === 'building';
  const { reload } = current;

  // asks again after each answer while the download is being written: an answer that says the same
  // as the one before (still waiting for the worker) must not end the polling
  const answer = current.data;
  useEffect(() => {
    if (!working) return undefined;
    const timer = setTimeout(reload, DATA_EXPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [working, latest?.progress, latest?.status, answer, current.error, reload]);

  const ask = async () => {
    const answer = await asking.mutate();
    if (!answer.ok) return;
    setAsked(answer.data);
    reload();
  };

  return (
    <div data-testid="my-data-download">
      <h3>{t('myData.download')}</h3>
      <p>{t('myData.download.intro')}</p>
      {latest && <DownloadState download={latest} />}
      {!working && (
        <Button type={latest?.links ? 'default' : 'primary'} loading={asking.busy} onClick={() => void ask()}>
          {latest ? t('myData.again') : t('myData.download')}
        </Button>
      )}
    </div>
  );
}

function DownloadState({ download }: { download: DataExport }) {
  const { t } = useTranslation('host');
  const { locale } = useLocale();
  if (download.status === 'pending' || download.status === 'building') {
    const label = download.status === 'pending' ? t('myData.waiting') : t('myData.progress', { done: download.progress, total: download.sections });
    return (
      <p role="status">
        <progress max={download.sections} value={download.progress} aria-label={label} style={{ display: 'block', width: '100%', maxWidth: '24rem' }} />
        {label}
      </p>
    );
  }
  if (download.status === 'failed') return <p role="alert">{t('myData.failed')}</p>;
  if (!download.links || !download.expiresAt) return null;
  return (
    <div role="status">
      <p>{t('myData.ready', { date: formatDate(download.expiresAt, locale) })}</p>
      <ul>
        <li>
          <a href={download.links.json} download>
            {t('myData.json')}
          </a>
        </li>
        <li>
          <a href={download.links.html} target="_blank" rel="noreferrer">
            {t('myData.html')}
          </a>
        </li>
      </ul>
    </div>
  );
}
