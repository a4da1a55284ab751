import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from 'shared-contracts/api/admin';
import { formatMoney } from 'shared-contracts/domain/money';
import { GST_STATES, isGstStateCode } from 'shared-contracts/domain/gst';
import { useLocale } from 'shared-contracts/ui/useLocale';

/** Only the invoice is printed (or saved as PDF from the print dialog): everything else on the page is hidden. */
const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  .admin-invoice, .admin-invoice * { visibility: visible !important; }
  .admin-invoice { position: absolute; left: 0; top: 0; width: 100%; padding: 0; }
}
.admin-invoice table { width: 100%; border-collapse: collapse; }
.admin-invoice th, .admin-invoice td { border: 1px solid #999; padding: 4px 6px; font-size: 12px; }
.admin-invoice td.num, .admin-invoice th.num { text-align: right; }
`;

const stateName = (code: string) => (isGstStateCode(code) ? `${GST_STATES[code].name} (${code})` : code);

/** A GST tax invoice: seller with GSTIN, buyer (with GSTIN if any), lines with HSN, and the CGST/SGST or IGST split. */
export function Invoice({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const { order, seller, customer } = detail;
  const money = (paise: number) => formatMoney(paise, locale);
  const split = order.supply === 'intra_state';
  const bill = order.billingAddress ?? order.shippingAddress;
  const taxHeads = split ? (['cgst', 'sgst'] as const) : (['igst'] as const);
  return (
    <article className="admin-invoice" aria-label={t('orders.invoice')}>
      <style>{PRINT_CSS}</style>
      <h2 style={{ marginTop: 0 }}>{t('invoice.title')}</h2>
      <p>
        {t('invoice.number')}: <strong>{order.number}</strong> · {t('invoice.date')}: {new Date(order.createdAt).toLocaleDateString(locale)}
      </p>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <div>
          <h3>{t('invoice.seller')}</h3>
          <p>
            {seller.legalName}
            <br />
            GSTIN: <span data-testid="seller-gstin">{seller.gstin}</span>
            <br />
            {t('invoice.state')}: {stateName(seller.stateCode)}
          </p>
        </div>
        <div>
          <h3>{t('invoice.buyer')}</h3>
          <p>
            {bill.name}
            {customer?.email ? ` <${customer.email}>` : ''}
            <br />
            {[bill.line1, bill.line2, bill.city, bill.pincode].filter(Boolean).join(', ')}
            <br />
            {t('invoice.placeOfSupply')}: {stateName(order.shippingAddress.stateCode)}
            {order.buyerGstin ? (
              <>
                <br />
                GSTIN: <span data-testid="buyer-gstin">{order.buyerGstin}</span>
              </>
            ) : null}
          </p>
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th>{t('orders.line.title')}</th>
            <th>HSN</th>
            <th className="num">{t('orders.line.quantity')}</th>
            <th className="num">{t('orders.line.rate')}</th>
            <th className="num">{t('orders.line.taxable')}</th>
            {taxHeads.map((head) => (
              <th key={head} className="num">
                {head.toUpperCase()}
              </th>
            ))}
            <th className="num">{t('orders.line.total')}</th>
          </tr>
        </thead>
        <tbody>
          {[...order.lines.map((line) => ({ ...line, key: line.productId })), { ...order.shipping, key: 'shipping', title: t('orders.shipping'), hsn: null, quantity: 1 }].map(
            (line) => (
              <tr key={line.key}>
                <td>{line.title}</td>
                <td>{line.hsn ?? ''}</td>
                <td className="num">{line.quantity}</td>
                <td className="num">{line.rate}%</td>
                <td className="num">{money(line.taxable)}</td>
                {taxHeads.map((head) => (
                  <td key={head} className="num">
                    {money(line[head])}
                  </td>
                ))}
                <td className="num">{money(line.inclusive)}</td>
              </tr>
            ),
          )}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={4}>{t('orders.total')}</th>
            <th className="num">{money(order.totals.taxable)}</th>
            {taxHeads.map((head) => (
              <th key={head} className="num" data-testid={`total-${head}`}>
                {money(order.totals[head])}
              </th>
            ))}
            <th className="num">{money(order.totals.inclusive)}</th>
          </tr>
        </tfoot>
      </table>
      <p>{split ? t('invoice.intraState') : t('invoice.interState')}</p>
    </article>
  );
}
