/**
 * The payment page's discount code: typed, checked by the API on the shopper's lines (what it takes
 * off, which lines it applies to), then shown in the review until removed. A refused code shows the
 * API's own words (why: unknown, expired, used up...) under the field. Checkout judges the code
 * again when the order is placed, and a refusal then comes back here through `error`.
 */
import './DiscountCode.messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { routes } from 'shared-contracts/api/routes';
import { isApiError } from 'shared-contracts/api/api-error';
import type { DiscountPreview } from 'shared-contracts/api/discounts';
import type { GstStateCode } from 'shared-contracts/domain/gst';
import { formatMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useLocale } from 'shared-contracts/ui/useLocale';

/** The words the API gave for a refused code (its field message), else the error's own. */
export function discountRefusal(error: unknown): string {
  if (isApiError(error) && error.fields?.discountCode?.[0]) return error.fields.discountCode[0];
  return apiErrorMessage(error);
}

export function DiscountCode({
  lines,
  stateCode,
  applied,
  amount,
  onChange,
  error,
  disabled,
  restored,
  onCodeChange,
}: {
  lines: readonly { productId: string; variantId?: string; quantity: number }[];
  stateCode: GstStateCode | undefined;
  applied: DiscountPreview | null;
  /** What the applied code takes off the lines as the review prices them (the shared rule, the page's own figures). */
  amount: number;
  onChange: (applied: DiscountPreview | null, error?: string) => void;
  /** Checkout's refusal of the applied code, shown like the preview's. */
  error: string | undefined;
  disabled: boolean;
  /** The code this tab's draft kept (checkoutDraft.ts): typed again, and checked again if it had been applied. */
  restored?: { code: string; applied: boolean };
  /** The code as typed, for the draft. */
  onCodeChange?: (code: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const [code, setCode] = useState(restored?.code ?? '');
  // A refusal shows under the field, in the code's own words when the API gave them.
  const preview = useApiMutation(routes.previewDiscount, {
    onError: (failure) => {
      onChange(null, isApiError(failure) && failure.fields?.code?.[0] ? failure.fields.code[0] : discountRefusal(failure));
      return true;
    },
  });
  const checking = preview.busy;

  async function apply() {
    if (!code.trim() || checking) return;
    const result = await preview.mutate({
      body: { code, lines: lines.map(({ productId, variantId, quantity }) => ({ productId, ...(variantId ? { variantId } : {}), quantity })), ...(stateCode ? { stateCode } : {}) },
    });
    if (result.ok) onChange(result.data);
  }

  // a code applied before a reload is asked about again (it may have expired or been used up meanwhile)
  const reapplied = useRef(false);
  useEffect(() => {
    if (reapplied.current || !restored?.applied || applied) return;
    reapplied.current = true;
    void apply();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render of a restored draft
  }, []);

  if (applied) {
    return (
      <p data-testid="discount-applied" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' }}>
        <span>{t('discount.applied', { code: applied.discount.code, amount: formatMoney(amount, locale) })}</span>
        <Button type="link" disabled={disabled} onClick={() => onChange(null)}>
          {t('discount.remove')}
        </Button>
      </p>
    );
  }

  return (
    <Form layout="vertical" component={false}>
      <Form.Item label={t('discount.label')} htmlFor="discount-code" validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: '1rem' }}>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Input
          id="discount-code"
          value={code}
          maxLength={32}
          autoComplete="off"
          disabled={disabled}
          style={{ textTransform: 'uppercase' }}
          onChange={(event) => {
            setCode(event.target.value);
            onCodeChange?.(event.target.value);
          }}
          onPressEnter={() => void apply()}
        />
        <Button onClick={() => void apply()} loading={checking} disabled={disabled || !code.trim()}>
          {t('discount.apply')}
        </Button>
        </div>
      </Form.Item>
    </Form>
  );
}
