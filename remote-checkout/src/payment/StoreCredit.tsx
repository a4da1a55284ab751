import './StoreCredit.messages';
import { useTranslation } from 'react-i18next';
import Checkbox from 'antd/es/checkbox';
import { routes } from 'shared-contracts/api/routes';
import { creditToApply } from 'shared-contracts/domain/store-credit';
import { formatMoney, type Paise } from 'shared-contracts/domain/money';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';

/**
 * The account's store credit at the payment step, and how much of `total` it pays when the shopper
 * chooses to use it. The server applies it again in the order's transaction (all the balance, at
 * most the total), so a balance spent meanwhile elsewhere is never spent twice.
 */
export function useStoreCreditBalance(): Paise {
  return useApiQuery(routes.myStoreCredit).data?.balance ?? 0;
}

export const storeCreditApplied = (balance: Paise, total: Paise, chosen: boolean): Paise => (chosen ? creditToApply(balance, total) : 0);

type StoreCreditOptionProps = {
  balance: Paise;
  applied: Paise;
  total: Paise;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** The choice to pay with store credit, and what is left to pay; nothing when the account has none. */
export function StoreCreditOption({ balance, applied, total, checked, disabled, onChange }: StoreCreditOptionProps) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  if (balance <= 0) return null;
  return (
    <div style={{ margin: '0 0 0.75rem' }} data-testid="store-credit">
      <Checkbox checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)}>
        {t('storeCredit.use', { amount: formatMoney(balance, locale) })}
      </Checkbox>
      {checked && applied > 0 && (
        <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', margin: '0.5rem 0 0' }}>
          <dt>{t('storeCredit.row')}</dt>
          <dd style={{ margin: 0 }} data-testid="store-credit-applied">
            −{formatMoney(applied, locale)}
          </dd>
          <dt>
            <strong>{t('storeCredit.toPay')}</strong>
          </dt>
          <dd style={{ margin: 0 }} data-testid="store-credit-to-pay">
            <strong>{formatMoney(total - applied, locale)}</strong>
          </dd>
        </dl>
      )}
      {checked && applied >= total && <p style={{ margin: '0.5rem 0 0' }}>{t('storeCredit.covered')}</p>}
    </div>
  );
}
