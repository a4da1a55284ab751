import './TotalsTable.messages';
import { useTranslation } from 'react-i18next';
import type { TaxTotals } from 'shared-contracts/domain/gst';
import { formatMoney, type Paise } from 'shared-contracts/domain/money';
import { useLocale } from 'shared-contracts/ui/useLocale';

export type TotalsFigures = {
  /** The items, GST included. */
  subtotal: Paise;
  /** Shipping, GST included; null: not known yet (no PIN code given). */
  shipping: Paise | null;
  /** A discount code's amount off the items, with its row's label (the caller's words); absent: none. */
  discount?: { label: string; amount: Paise };
  /** Items and shipping together: the GST in it and its split. */
  tax: TaxTotals;
  total: Paise;
};

/** Subtotal, shipping and total, with the GST they include; the CGST/SGST or IGST split once the delivery state is known. */
export function TotalsTable({ totals, showSplit }: { totals: TotalsFigures; showSplit: boolean }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const money = (amount: Paise) => formatMoney(amount, locale);
  const { tax } = totals;
  return (
    <table className="totals" data-testid="totals">
      <tbody>
        <tr>
          <th scope="row">{t('totals.subtotal')}</th>
          <td>{money(totals.subtotal)}</td>
        </tr>
        {totals.discount && (
          <tr data-testid="totals-discount">
            <th scope="row">{totals.discount.label}</th>
            <td>−{money(totals.discount.amount)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">{t('totals.shipping')}</th>
          <td data-testid="totals-shipping">{totals.shipping === null ? t('totals.shippingUnknown') : totals.shipping === 0 ? t('totals.free') : money(totals.shipping)}</td>
        </tr>
        <tr className="totals__grand">
          <th scope="row">{t('totals.total')}</th>
          <td data-testid="grand-total">{money(totals.total)}</td>
        </tr>
        <tr className="totals__tax">
          <th scope="row">{t('totals.gstIncluded')}</th>
          <td>{money(tax.gst)}</td>
        </tr>
        {showSplit && tax.igst > 0 && (
          <tr className="totals__tax">
            <th scope="row">{t('totals.igst')}</th>
            <td>{money(tax.igst)}</td>
          </tr>
        )}
        {showSplit && tax.igst === 0 && tax.gst > 0 && (
          <>
            <tr className="totals__tax">
              <th scope="row">{t('totals.cgst')}</th>
              <td>{money(tax.cgst)}</td>
            </tr>
            <tr className="totals__tax">
              <th scope="row">{t('totals.sgst')}</th>
              <td>{money(tax.sgst)}</td>
            </tr>
          </>
        )}
      </tbody>
    </table>
  );
}
