/**
 * The GST tax invoice of one order, the same for the admin and for the customer who bought: seller
 * with GSTIN, buyer (with GSTIN if any), lines with HSN, and the CGST/SGST or IGST split. Printing
 * the page prints the invoice alone (or saves it as PDF from the print dialog).
 */
import { useTranslation } from 'react-i18next';
import type { Seller } from 'shared-contracts/api/settings';
import type { Order } from 'shared-contracts/domain/order';
import { formatMoney } from 'shared-contracts/domain/money';
import { lineKey } from 'shared-contracts/domain/cart';
import { GST_STATES, isGstStateCode } from 'shared-contracts/domain/gst';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { COLORS } from 'shared-contracts/ui/theme';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { formatDate } from 'shared-contracts/i18n/dates';
import { messages } from './Invoice.messages';
import { messages as discountMessages } from './InvoiceDiscount.messages';
import { messages as codMessages } from './InvoiceCod.messages';
import { messages as storeCreditMessages } from './InvoiceStoreCredit.messages';

addAppMessages('invoice', messages);
addAppMessages('invoice', discountMessages);
addAppMessages('invoice', codMessages);
addAppMessages('invoice', storeCreditMessages);

/** Only the invoice (or a credit note, ui/CreditNote) is printed: everything else on the page is hidden. */
export const INVOICE_CSS = `
@media print {
  body * { visibility: hidden !important; }
  .tax-invoice, .tax-invoice * { visibility: visible !important; }
  .tax-invoice { position: absolute; left: 0; top: 0; width: 100%; padding: 0; }
}
/* A table wider than the screen scrolls inside its box, and shows it: a shadow on the side with more
   to see (the light covers scroll with the table and hide the shadow at either end). */
.tax-invoice__lines { overflow-x: auto; background:
  linear-gradient(to right, ${COLORS.surface} 30%, transparent) left / 40px 100% no-repeat local,
  linear-gradient(to left, ${COLORS.surface} 30%, transparent) right / 40px 100% no-repeat local,
  radial-gradient(farthest-side at 0 50%, ${COLORS.scrollShadow}, transparent) left / 14px 100% no-repeat scroll,
  radial-gradient(farthest-side at 100% 50%, ${COLORS.scrollShadow}, transparent) right / 14px 100% no-repeat scroll; }
.tax-invoice table { width: 100%; border-collapse: collapse; }
.tax-invoice th, .tax-invoice td { border: 1px solid ${COLORS.printRule}; padding: 4px 6px; font-size: 12px; }
.tax-invoice .num { text-align: right; }
.tax-invoice .variant { color: ${COLORS.printTextSecondary}; }
`;

const stateName = (code: string) => (isGstStateCode(code) ? `${GST_STATES[code].name} (${code})` : code);

/** Nothing for an order without an invoice (no payment received). */
export function Invoice({ order, seller, buyerEmail }: { order: Order; seller: Seller; buyerEmail?: string | null }) {
  const { t } = useTranslation('invoice');
  const { locale } = useLocale();
  if (!order.invoice) return null;
  const money = (paise: number) => formatMoney(paise, locale);
  const split = order.supply === 'intra_state';
  const taxHeads = split ? (['cgst', 'sgst'] as const) : (['igst'] as const);
  // with a discount code: each line's value, its share of the discount, then the taxable value of what is left
  const discount = order.discount;
  const lineDiscount = (line: object) => ('discount' in line && typeof line.discount === 'number' ? line.discount : 0);
  const lines = [
    ...order.lines.map((line) => ({ ...line, key: lineKey(line) })),
    { ...order.shipping, key: 'shipping', title: t('shipping'), hsn: null, quantity: 1 },
  ];
  return (
    <article className="tax-invoice" aria-labelledby={`invoice-${order.id}`}>
      <style>{INVOICE_CSS}</style>
      <h2 id={`invoice-${order.id}`} style={{ marginTop: 0 }}>
        {t('title')}
      </h2>
      <p>
        <strong>{t('number', { number: order.invoice.number })}</strong> · {t('date', { date: formatDate(order.invoice.date, locale) })} ·{' '}
        {t('order', { number: order.number })}
      </p>
      <InvoiceParties order={order} seller={seller} buyerEmail={buyerEmail} />
      {/* On a phone the table scrolls sideways inside the invoice, not the whole page; the keyboard
          scrolls it too (focusable, named). */}
      <div className="tax-invoice__lines" role="region" aria-label={t('lines')} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('line.title')}</th>
              <th scope="col">HSN</th>
              <th scope="col" className="num">
                {t('line.quantity')}
              </th>
              <th scope="col" className="num">
                {t('line.rate')}
              </th>
              {discount ? (
                <>
                  <th scope="col" className="num">
                    {t('line.value')}
                  </th>
                  <th scope="col" className="num">
                    {t('line.discount')}
                  </th>
                </>
              ) : null}
              <th scope="col" className="num">
                {t('line.taxable')}
              </th>
              {taxHeads.map((head) => (
                <th key={head} scope="col" className="num">
                  {head.toUpperCase()}
                </th>
              ))}
              <th scope="col" className="num">
                {t('line.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <td>
                  {line.title}
                  {'variant' in line && line.variant ? <div className="variant">{line.variant}</div> : null}
                </td>
                <td>{line.hsn ?? ''}</td>
                <td className="num">{line.quantity}</td>
                <td className="num">{line.rate}%</td>
                {discount ? (
                  <>
                    <td className="num">{money(line.inclusive + lineDiscount(line))}</td>
                    <td className="num">{lineDiscount(line) ? `−${money(lineDiscount(line))}` : money(0)}</td>
                  </>
                ) : null}
                <td className="num">{money(line.taxable)}</td>
                {taxHeads.map((head) => (
                  <td key={head} className="num">
                    {money(line[head])}
                  </td>
                ))}
                <td className="num">{money(line.inclusive)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('total')}
              </th>
              {discount ? (
                <>
                  <th className="num">{money(order.totals.inclusive + discount.amount)}</th>
                  <th className="num" data-testid="total-discount">
                    −{money(discount.amount)}
                  </th>
                </>
              ) : null}
              <th className="num" data-testid="total-taxable">
                {money(order.totals.taxable)}
              </th>
              {taxHeads.map((head) => (
                <th key={head} className="num" data-testid={`total-${head}`}>
                  {money(order.totals[head])}
                </th>
              ))}
              <th className="num">{money(order.totals.inclusive)}</th>
            </tr>
          </tfoot>
        </table>
      </div>
      {discount ? <p data-testid="invoice-discount">{t('discountNote', { code: discount.code, amount: money(discount.amount) })}</p> : null}
      <p>{split ? t('intraState') : t('interState')}</p>
      {/* a free order is invoiced too (₹0, numbered in the series) */}
      {order.paymentStatus === 'free' && !order.storeCredit && <p data-testid="invoice-free">{t('free')}</p>}
      {/* store credit paid part or all of it: the values above stay whole (a means of payment, not a discount) */}
      {order.storeCredit ? (
        <p data-testid="invoice-store-credit">{t('storeCredit.paid', { credit: money(order.storeCredit), rest: money(order.totals.inclusive - order.storeCredit) })}</p>
      ) : null}
      {/* cash on delivery: the invoice travels with the parcel, and says what the courier collects */}
      {order.paymentMethod === 'cod' && (
        <p data-testid="invoice-cod">
          <strong>{t('cod.payable', { amount: money(order.totals.inclusive) })}</strong>
          {order.codFee ? ` ${t('cod.fee', { amount: money(order.codFee) })}` : null}
        </p>
      )}
    </article>
  );
}

/** Who sells and who buys, with their GSTINs and the place of supply: the same on the invoice and its credit notes (ui/CreditNote). */
export function InvoiceParties({ order, seller, buyerEmail }: { order: Order; seller: Seller; buyerEmail?: string | null | undefined }) {
  const { t } = useTranslation('invoice');
  const bill = order.billingAddress ?? order.shippingAddress;
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <div>
        <h3>{t('seller')}</h3>
        <p>
          {seller.legalName}
          <br />
          <span data-testid="seller-gstin">{t('gstin', { gstin: seller.gstin })}</span>
          <br />
          {t('state', { state: stateName(seller.stateCode) })}
        </p>
      </div>
      <div>
        <h3>{t('buyer')}</h3>
        <p>
          {bill.name}
          {buyerEmail ? ` <${buyerEmail}>` : ''}
          <br />
          {[bill.line1, bill.line2, bill.city, bill.pincode].filter(Boolean).join(', ')}
          <br />
          {t('placeOfSupply', { state: stateName(order.shippingAddress.stateCode) })}
          {order.buyerGstin ? (
            <>
              <br />
              <span data-testid="buyer-gstin">{t('gstin', { gstin: order.buyerGstin })}</span>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
