/**
 * A GST credit note (CGST Act s.34), printable like the tax invoice it reduces and of the same
 * family (ui/Invoice: its print style and its seller and buyer): its number, the invoice it is
 * against, the reason, and line by line the taxable value and CGST+SGST or IGST taken back, in the
 * invoice's own figures (shared-contracts/domain/credit-note). The same for the admin and the customer.
 */
import { useTranslation } from 'react-i18next';
import type { Seller } from 'shared-contracts/api/settings';
import type { CreditNote as CreditNoteData } from 'shared-contracts/domain/credit-note';
import type { Order } from 'shared-contracts/domain/order';
import { formatMoney } from 'shared-contracts/domain/money';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { formatDate } from 'shared-contracts/i18n/dates';
import { INVOICE_CSS, InvoiceParties } from './Invoice';
import { messages } from './CreditNote.messages';

addAppMessages('invoice', messages);

export function CreditNote({ order, note, seller, buyerEmail }: { order: Order; note: CreditNoteData; seller: Seller; buyerEmail?: string | null }) {
  const { t } = useTranslation('invoice');
  const { locale } = useLocale();
  const money = (paise: number) => formatMoney(paise, locale);
  const split = note.supply === 'intra_state';
  const taxHeads = split ? (['cgst', 'sgst'] as const) : (['igst'] as const);
  const headingId = `credit-note-${note.id}`;
  return (
    <article className="tax-invoice" aria-labelledby={headingId} data-testid="credit-note">
      <style>{INVOICE_CSS}</style>
      <h2 id={headingId} style={{ marginTop: 0 }}>
        {t('creditNote.title')}
      </h2>
      <p>
        <strong>{t('creditNote.number', { number: note.number })}</strong> · {t('date', { date: formatDate(note.issuedAt, locale) })} ·{' '}
        {t('order', { number: order.number })}
        <br />
        {t('creditNote.against', { number: note.invoiceNumber, date: order.invoice ? formatDate(order.invoice.date, locale) : '' })}
      </p>
      <InvoiceParties order={order} seller={seller} buyerEmail={buyerEmail} />
      <p>{t('creditNote.reason', { reason: note.reason })}</p>
      <div className="tax-invoice__lines" role="region" aria-label={t('creditNote.lines')} tabIndex={0}>
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
            {note.lines.map((line) => (
              <tr key={line.lineIndex ?? 'shipping'}>
                <td>
                  {line.lineIndex === null ? t('shipping') : line.title}
                  {line.variant ? <div className="variant">{line.variant}</div> : null}
                </td>
                <td>{line.hsn ?? ''}</td>
                {/* an amount refunded without goods named credits value, not units */}
                <td className="num">{line.quantity || t('creditNote.valueOnly')}</td>
                <td className="num">{line.rate}%</td>
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
                {t('creditNote.total')}
              </th>
              <th className="num" data-testid="credit-total-taxable">
                {money(note.totals.taxable)}
              </th>
              {taxHeads.map((head) => (
                <th key={head} className="num" data-testid={`credit-total-${head}`}>
                  {money(note.totals[head])}
                </th>
              ))}
              <th className="num" data-testid="credit-total">
                {money(note.totals.inclusive)}
              </th>
            </tr>
          </tfoot>
        </table>
      </div>
      <p>{split ? t('intraState') : t('interState')}</p>
      <p>{t('creditNote.note')}</p>
      <p>{t(`creditNote.source.${note.source}`)}</p>
    </article>
  );
}
