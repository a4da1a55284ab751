import { useTranslation } from 'react-i18next';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import { PRIVACY_NOTICE_VERSION } from 'shared-contracts/domain/privacy';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { Link } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { messages } from './PrivacyConsent.messages';

addAppMessages('privacy', messages);

/** The form field the marketing box writes (a boolean), sent as the request's `marketingConsent`. */
export const MARKETING_CONSENT_FIELD = 'marketingConsent';

/** What the sign-up and checkout requests carry from these fields (shared-contracts/api/privacy's consentFieldsShape). */
export function consentFields(values: { marketingConsent?: boolean }): { privacyNoticeVersion: string; marketingConsent: boolean } {
  return { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: values.marketingConsent === true };
}

/**
 * The privacy notice a sign-up or an order accepts (recorded by the API with its version and the
 * time), and the separate marketing box, unticked by default (issue 35 item 5, DPDP Act). Inside an
 * antd Form.
 */
export function PrivacyConsent({ action }: { action: 'signUp' | 'checkout' }) {
  const { t } = useTranslation('privacy');
  const { to } = useLocale();
  return (
    <div className="privacy-consent">
      <Form.Item name={MARKETING_CONSENT_FIELD} valuePropName="checked" initialValue={false} style={{ marginBottom: 8 }}>
        <Checkbox>{t('consent.marketing')}</Checkbox>
      </Form.Item>
      <p>
        {t(action === 'signUp' ? 'consent.notice.signUp' : 'consent.notice.checkout')}{' '}
        <Link to={to(PATHS.privacyPolicy)} target="_blank">
          {t('consent.read')}
        </Link>
      </p>
    </div>
  );
}
