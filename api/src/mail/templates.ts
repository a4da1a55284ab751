/**
 * The customer e-mails about an order, written in the order's language: a plain-text body and the
 * same content as simple HTML (every value escaped: names and titles are data, never markup).
 * Written when queued, so a mail says what was true when it happened (mail/order-mails.ts).
 */
import './mail.messages';
import '../discounts/discounts.messages';
import '../store-credit/store-credit.messages';
import '../cod/cod.messages';
import '../returns/returns.messages';
import { i18n } from 'shared-contracts/platform/i18n';
import { GST_STATES } from 'shared-contracts/domain/gst';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import type { Address } from 'shared-contracts/domain/order';
import { carrierName, trackingUrl, type Shipment } from 'shared-contracts/domain/shipping';
import type { Locale } from 'shared-contracts/i18n/locales';
import { formatPhone } from 'shared-contracts/domain/phone';
import type { OrderRow } from '../orders/repository';

/** order_payment_refunded: a payment that came in after the order was cancelled, given back at once. */
/** cod_confirm: a cash-on-delivery order placed, asking the shopper to confirm it (its link is `orderUrl`). */
export const ORDER_MAIL_KINDS = ['order_confirmation', 'order_shipped', 'order_delivered', 'order_cancelled', 'order_refunded', 'order_payment_refunded', 'cod_confirm'] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface OrderMailInput {
  kind: OrderMailKind;
  order: Pick<OrderRow, 'lines' | 'shipping' | 'totals' | 'shippingAddress' | 'invoiceNumber' | 'amountRefunded' | 'shipment'> &
    Partial<Pick<OrderRow, 'discount' | 'paymentStatus' | 'paymentMethod' | 'codFee' | 'reservedUntil' | 'storeCredit' | 'exchange'>>;
  /** 'HT-000123'. */
  number: string;
  language: Locale;
  /** Where the customer sees the order (and its invoice), absolute. */
  orderUrl: string;
  /** The seller's name, signing the mail. */
  seller: string;
  /** order_refunded, order_payment_refunded: this refund's amount in paise. */
  refunded?: number;
  /** order_shipped and order_delivered of a guest's order: its return link, where the return form opens without a session (returns/link.ts). */
  returnUrl?: string;
}

/** One paragraph of a mail: a link when it has `href`, bold when `strong`. */
export type Block = { text: string; href?: string; strong?: boolean };

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function addressLine(address: Address): string {
  return [address.name, address.line1, address.line2, address.city, `${GST_STATES[address.stateCode]?.name ?? address.stateCode} ${address.pincode}`, formatPhone(address.phone)]
    .filter(Boolean)
    .join(', ');
}

export function renderOrderMail(input: OrderMailInput): RenderedMail {
  const lng = input.language;
  const t = (key: string, values: Record<string, unknown> = {}) => i18n.t(`mail:${key}`, { lng, ...values, interpolation: { escapeValue: false } });
  const money = (paise: number) => formatMoney(paise, lng);
  const { order, number } = input;
  const paid = order.totals.inclusive;
  // store credit paid part of it (a means of payment: the total and its GST stay whole)
  const credit = order.storeCredit ?? 0;
  const storeCredit = (key: string, values: Record<string, unknown>) => i18n.t(`storeCredit:${key}`, { lng, ...values, interpolation: { escapeValue: false } });

  const summary: Block[] = [
    { text: t('lines'), strong: true },
    // a variant is named after the title, as the invoice prints it: "Kurta (Size: M, Colour: Red)"
    ...order.lines.map((line) => ({ text: t('line', { quantity: line.quantity, title: line.variant ? `${line.title} (${line.variant})` : line.title, amount: money(line.inclusive + (line.discount ?? 0)) }) })),
    // a discount code: what it took off the lines above (each line's GST is on its discounted value)
    ...(order.discount ? [{ text: i18n.t('discounts:mail.line', { lng, code: order.discount.code, amount: money(order.discount.amount), interpolation: { escapeValue: false } }) }] : []),
    { text: t('shipping', { amount: money(order.shipping.inclusive) }) },
    { text: t('total', { amount: money(paid) }), strong: true },
    ...(credit > 0 ? [{ text: storeCredit('mail.line', { amount: money(credit) }) }] : []),
    // cash on delivery: what the courier collects, and the fee inside the shipping
    ...(order.paymentMethod === 'cod' ? codLines(order, lng) : []),
    { text: t('gst', { amount: money(order.totals.gst) }) },
    { text: t('address', { address: addressLine(order.shippingAddress) }) },
  ];

  let subject: string;
  let body: Block[];
  switch (input.kind) {
    case 'cod_confirm':
      subject = i18n.t('cod:mail.confirm.subject', { lng, number, interpolation: { escapeValue: false } });
      body = [
        { text: i18n.t('cod:mail.confirm.intro', { lng }) },
        { text: i18n.t('cod:mail.confirm.link', { lng }), href: input.orderUrl, strong: true },
        ...(order.reservedUntil ? [{ text: i18n.t('cod:mail.confirm.deadline', { lng, deadline: formatDate(order.reservedUntil, lng, 'dateTime'), interpolation: { escapeValue: false } }) }] : []),
        ...summary,
      ];
      break;
    case 'order_confirmation':
      subject = t('confirmation.subject', { number });
      body = [
        // an exchange's replacement: sent at no charge; a free order (a discount, or store credit,
        // covered it all): nothing was paid; cash on delivery: paid at the door
        {
          text: order.exchange
            ? storeCredit('mail.introExchange', { original: order.exchange.orderNumber })
            : order.paymentStatus === 'free'
              ? credit > 0
                ? storeCredit('mail.introCovered', {})
                : t('confirmation.introFree')
              : order.paymentMethod === 'cod'
                ? i18n.t('cod:mail.payable', { lng, amount: money(paid), interpolation: { escapeValue: false } })
                : t('confirmation.intro', { total: money(paid - credit) }),
        },
        ...(order.invoiceNumber ? [{ text: t('confirmation.invoice', { invoice: order.invoiceNumber }) }] : []),
        { text: t('confirmation.link'), href: input.orderUrl },
        ...summary,
        { text: t('confirmation.next') },
      ];
      break;
    case 'order_shipped': {
      const shipment = order.shipment as Shipment;
      subject = t('shipped.subject', { number });
      body = [
        { text: t('shipped.intro', { carrier: carrierName(shipment.carrier) }) },
        { text: t('shipped.tracking', { trackingNumber: shipment.trackingNumber }), strong: true },
        { text: t('shipped.track'), href: trackingUrl(shipment.carrier, shipment.trackingNumber) },
        { text: t('order.link'), href: input.orderUrl },
        ...(input.returnUrl ? [{ text: i18n.t('returns:mail.return_link', { lng }), href: input.returnUrl }] : []),
        ...summary,
      ];
      break;
    }
    case 'order_delivered':
      subject = t('delivered.subject', { number });
      body = [
        { text: t('delivered.intro', { number }), strong: true },
        { text: t('delivered.returns') },
        { text: t('order.link'), href: input.orderUrl },
        ...(input.returnUrl ? [{ text: i18n.t('returns:mail.return_link', { lng }), href: input.returnUrl }] : []),
        ...summary,
      ];
      break;
    case 'order_cancelled':
      subject = t('cancelled.subject', { number });
      body = [{ text: t('cancelled.intro', { number }) }, { text: t('cancelled.refund') }, { text: t('order.link'), href: input.orderUrl }, ...summary];
      break;
    case 'order_refunded':
      subject = t('refunded.subject', { number });
      body = [
        { text: t('refunded.intro', { number, amount: money(input.refunded ?? order.amountRefunded) }), strong: true },
        { text: t('refunded.total', { total: money(order.amountRefunded), paid: money(paid) }) },
        { text: t('refunded.timing') },
        { text: t('order.link'), href: input.orderUrl },
      ];
      break;
    case 'order_payment_refunded':
      subject = t('paymentRefunded.subject', { number });
      body = [
        { text: t('paymentRefunded.intro', { number }) },
        { text: t('paymentRefunded.refund', { amount: money(input.refunded ?? order.amountRefunded) }), strong: true },
        { text: t('refunded.timing') },
        { text: t('paymentRefunded.again') },
        { text: t('order.link'), href: input.orderUrl },
      ];
      break;
  }

  const blocks: Block[] = [{ text: t('greeting', { name: order.shippingAddress.name }) }, ...body, { text: input.seller }, { text: t('footer', { number }) }];
  return { subject, ...renderBlocks(blocks, lng) };
}

/** Cash on delivery's lines of a mail's summary: the amount payable at the door, and the fee inside it. */
function codLines(order: Pick<OrderMailInput['order'], 'totals' | 'codFee'>, lng: Locale): Block[] {
  const money = (paise: number) => formatMoney(paise, lng);
  const t = (key: string, amount: number) => i18n.t(`cod:${key}`, { lng, amount: money(amount), interpolation: { escapeValue: false } });
  return [{ text: t('mail.payable', order.totals.inclusive), strong: true }, ...(order.codFee ? [{ text: t('mail.fee', order.codFee) }] : [])];
}

/** A mail's paragraphs as plain text and as simple HTML (every value escaped), in `lng`. */
export function renderBlocks(blocks: Block[], lng: Locale): Omit<RenderedMail, 'subject'> {
  // French sets a space before a colon
  const colon = lng === 'fr' ? ' : ' : ': ';
  const text = blocks.map((block) => (block.href ? `${block.text}${colon}${block.href}` : block.text)).join('\n\n') + '\n';
  const html =
    `<!doctype html><html lang="${lng}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#222;max-width:600px">` +
    blocks
      .map((block) => {
        const content = escapeHtml(block.text);
        if (block.href) return `<p><a href="${escapeHtml(block.href)}">${content}</a></p>`;
        return block.strong ? `<p><strong>${content}</strong></p>` : `<p>${content}</p>`;
      })
      .join('') +
    '</body></html>';
  return { text, html };
}
