import './TwoFactor.messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { QRCodeSVG } from 'qrcode.react';
import { twoFactorRoutes } from 'shared-contracts/api/two-factor';
import { runMutation } from 'shared-contracts/ui/useApiMutation';
import { CodeForm } from './CodeForm';

export interface Enrolled {
  proof: string;
  expiresAt: string;
  recoveryCodes: string[];
}

/**
 * Setting up an authenticator app: a new secret from the API, drawn as a QR code and written out
 * as its key, then the app's first code confirms it.
 */
export function Enrolment({ required, onEnrolled, onLater }: { required: boolean; onEnrolled: (enrolled: Enrolled) => void; onLater?: () => void }) {
  const { t } = useTranslation('admin');
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUri: string } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    runMutation(twoFactorRoutes.startTwoFactorEnrolment, undefined, { signal: abort.signal }).then(setEnrolment, () => undefined);
    return () => abort.abort();
  }, []);
  return (
    <section aria-label={t('twoFactor.setup.title')}>
      <Typography.Title level={3}>{t('twoFactor.setup.title')}</Typography.Title>
      {required && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('twoFactor.setup.required')} />}
      <p>{t('twoFactor.setup.intro')}</p>
      {!enrolment ? (
        <Spin />
      ) : (
        <>
          <QRCodeSVG value={enrolment.otpauthUri} size={176} marginSize={2} title={t('twoFactor.setup.qr')} role="img" aria-label={t('twoFactor.setup.qr')} />
          <p>
            {t('twoFactor.setup.secret')}:{' '}
            <Typography.Text code copyable data-testid="two-factor-secret">
              {enrolment.secret}
            </Typography.Text>
          </p>
          <CodeForm route={twoFactorRoutes.confirmTwoFactorEnrolment} submitLabel={t('twoFactor.setup.confirm')} onProven={(answer) => onEnrolled(answer as unknown as Enrolled)} />
        </>
      )}
      {onLater && (
        <Button type="link" onClick={onLater} style={{ paddingLeft: 0, marginTop: 8 }}>
          {t('twoFactor.setup.later')}
        </Button>
      )}
    </section>
  );
}

/** The recovery codes, shown this once after an enrolment. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-label={t('twoFactor.codes.title')}>
      <Typography.Title level={3}>{t('twoFactor.codes.title')}</Typography.Title>
      <p>{t('twoFactor.codes.intro')}</p>
      <ul data-testid="recovery-codes" style={{ fontFamily: 'monospace', columns: 2, maxWidth: 320 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="primary" onClick={onDone}>
        {t('twoFactor.codes.done')}
      </Button>
    </section>
  );
}
