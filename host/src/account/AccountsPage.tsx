import { COLORS } from 'shared-contracts/ui/theme';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { MAX_SAVED_ADDRESSES, type Profile, type UpdateProfile } from 'shared-contracts/api/account';
import { phoneRule } from 'shared-contracts/api/address';
import { routes } from 'shared-contracts/api/routes';
import type { Address } from 'shared-contracts/domain/order';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { signOut, type ShopUser } from 'shared-contracts/platform/auth';
import { notify } from 'shared-contracts/platform/toast';
import { AddressFields } from 'shared-contracts/ui/AddressFields';
import { RequireSignIn } from 'shared-contracts/ui/RequireSignIn';
import { Link, useNavigate } from 'shared-contracts/ui/router';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { formatMoney } from 'shared-contracts/domain/money';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { toFormRules } from 'shared-contracts/validation/antd';
import { gstNumber, max, required } from 'shared-contracts/validation/rules';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { NAV } from '../layouts/navLinks';
import { messages } from './AccountsPage.messages';
import { MyDataSection } from './MyDataSection';

addAppMessages('host', messages);

interface ProfileValues {
  name: string;
  phone?: string;
  gstin?: string;
  addresses: Partial<Address>[];
}

const rules = {
  name: toFormRules(required, max(100)),
  phone: toFormRules(phoneRule),
  gstin: toFormRules(gstNumber),
};

/** GSTINs are upper case; typed in lower case they are taken as meant. */
const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

const EMPTY_ADDRESS: Partial<Address> = {};

/** What the form starts with: the saved profile; a new profile takes the name given at sign-up. */
function formValues(profile: Profile, user: ShopUser): ProfileValues {
  return {
    name: profile.name || user.displayName || '',
    phone: profile.phone ?? '',
    gstin: profile.gstin ?? '',
    addresses: profile.addresses,
  };
}

/** What the API takes: blanks as null (they clear the value), optional address lines left out when blank. */
function toUpdate(values: ProfileValues): UpdateProfile {
  return {
    name: values.name,
    phone: values.phone?.trim() ? values.phone.trim() : null,
    gstin: values.gstin?.trim() ? values.gstin.trim().toUpperCase() : null,
    addresses: (values.addresses ?? []).map(({ line2, ...address }) => ({
      ...(address as Address),
      ...(line2?.trim() ? { line2 } : {}),
    })),
  };
}

/**
 * The signed-in customer's account (/accounts): profile (name, phone, GSTIN) and up to
 * MAX_SAVED_ADDRESSES delivery addresses, judged by the API's own rules; links to the orders and
 * to account deletion; sign out. A guest is sent to the sign-in and brought back.
 */
export default function AccountsPage() {
  return <RequireSignIn>{(user) => <Account user={user} />}</RequireSignIn>;
}

function Account({ user }: { user: ShopUser }) {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  const navigate = useNavigate();
  const account = useApiQuery(routes.getAccount);
  usePageTitle(t('accounts.title'));

  const leave = () => {
    navigate(to(PATHS.home), { replace: true });
    void signOut();
  };

  return (
    <article className="account-page" style={{ maxWidth: '48rem' }}>
      <h1>{t('accounts.title')}</h1>
      <p>{t('accounts.signedInAs', { email: user.email ?? user.uid })}</p>
      {account.data ? (
        <ProfileForm profile={account.data} user={user} />
      ) : account.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={apiErrorMessage(account.error)}
          action={<Button onClick={account.reload}>{t('accounts.retry')}</Button>}
        />
      ) : (
        <div aria-busy="true">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      )}
      <StoreCreditBalance />
      <MyDataSection />
      <section aria-labelledby="account-more-title" style={{ marginTop: '2rem' }}>
        <h2 id="account-more-title">{t('accounts.more.title')}</h2>
        <ul>
          <li>
            <Link to={to(PATHS.orders)}>{t('accounts.link.orders')}</Link>
          </li>
          <li>
            <Link to={to(PATHS.wishlist)}>{t('accounts.link.wishlist')}</Link>
          </li>
          <li>
            <Link to={to(NAV.privacy.to)}>{t(NAV.privacy.label)}</Link>
          </li>
          <li>
            <Link to={to(PATHS.deleteUser)}>{t('accounts.link.delete')}</Link>
          </li>
        </ul>
        <Button onClick={leave}>{t('accounts.signOut')}</Button>
      </section>
    </article>
  );
}

/** The account's store credit (refunds of returns, orders cancelled after paying with it), when it has some. */
function StoreCreditBalance() {
  const { t } = useTranslation('host');
  const { locale } = useLocale();
  const credit = useApiQuery(routes.myStoreCredit);
  if (!credit.data?.balance) return null;
  return (
    <section aria-labelledby="account-store-credit-title" style={{ marginTop: '2rem' }} data-testid="account-store-credit">
      <h2 id="account-store-credit-title">{t('accounts.storeCredit.title')}</h2>
      <p>{t('accounts.storeCredit.balance', { amount: formatMoney(credit.data.balance, locale) })}</p>
    </section>
  );
}

function ProfileForm({ profile, user }: { profile: Profile; user: ShopUser }) {
  const { t } = useTranslation('host');
  const [form] = Form.useForm<ProfileValues>();
  const [error, setError] = useState<string | null>(null);
  const saving = useApiMutation(routes.updateAccount, { form, fields: ['name', 'phone', 'gstin', 'addresses'], showError: setError });

  const save = async (values: ProfileValues) => {
    if (saving.busy) return;
    setError(null);
    const saved = await saving.mutate({ body: toUpdate(values) });
    if (!saved.ok) return;
    form.setFieldsValue(formValues(saved.data, user));
    notify(t('accounts.saved'), 'success');
  };

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      noValidate
      initialValues={formValues(profile, user)}
      onFinish={(values) => void save(values)}
      aria-label={t('accounts.form')}
    >
      <section aria-labelledby="account-profile-title">
        <h2 id="account-profile-title">{t('accounts.profile.title')}</h2>
        <p>
          {t('accounts.emailIs', { email: profile.email ?? user.email })}
        </p>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', columnGap: '1rem' }}>
          <Form.Item name="name" label={t('accounts.name')} rules={rules.name}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="phone" label={t('accounts.phone')} rules={rules.phone}>
            <Input autoComplete="tel" inputMode="tel" />
          </Form.Item>
          <Form.Item name="gstin" label={t('accounts.gstin')} rules={rules.gstin} extra={t('accounts.gstinHelp')} normalize={upper}>
            <Input maxLength={15} style={{ textTransform: 'uppercase' }} autoComplete="off" />
          </Form.Item>
        </div>
      </section>
      <section aria-labelledby="account-addresses-title">
        <h2 id="account-addresses-title">{t('accounts.addresses.title')}</h2>
        <p>{t('accounts.addresses.intro', { max: MAX_SAVED_ADDRESSES })}</p>
        <Form.List name="addresses">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <p>{t('accounts.addresses.none')}</p>}
              {fields.map((field, index) => (
                <fieldset
                  key={field.key}
                  style={{ border: `1px solid ${COLORS.controlBorder}`, borderRadius: 8, padding: '0 1rem', marginBottom: '1rem' }}
                >
                  <legend style={{ padding: '0 .5rem', width: 'auto', border: 0, marginBottom: 0, fontSize: '1rem' }}>
                    {index === 0 ? t('accounts.addresses.default', { n: index + 1 }) : t('accounts.addresses.item', { n: index + 1 })}
                  </legend>
                  <AddressFields name={[field.name]} listName="addresses" />
                  <p>
                    <Button danger onClick={() => remove(field.name)}>
                      {t('accounts.addresses.remove', { n: index + 1 })}
                    </Button>
                  </p>
                </fieldset>
              ))}
              <p>
                <Button onClick={() => add({ ...EMPTY_ADDRESS, name: form.getFieldValue('name') })} disabled={fields.length >= MAX_SAVED_ADDRESSES}>
                  {t('accounts.addresses.add')}
                </Button>
                {fields.length >= MAX_SAVED_ADDRESSES && (
                  <span style={{ marginLeft: '1rem' }}>{t('accounts.addresses.full', { max: MAX_SAVED_ADDRESSES })}</span>
                )}
              </p>
            </>
          )}
        </Form.List>
      </section>
      {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
      <Button type="primary" htmlType="submit" loading={saving.busy}>
        {t('accounts.save')}
      </Button>
    </Form>
  );
}
