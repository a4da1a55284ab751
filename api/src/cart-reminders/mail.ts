/**
 * A cart reminder e-mail, in the shopper's language, through the shop's mail templates (renderBlocks):
 * the lines at today's prices, the restore link, and the one-click unsubscribe, both as a link in the
 * mail and as its List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058), which mail clients
 * offer as their own "unsubscribe" button.
 */
import './cart-reminders.messages';
import { i18n } from 'shared-contracts/platform/i18n';
import { formatMoney, multiplyMoney, sumMoney } from 'shared-contracts/domain/money';
import type { Cart } from 'shared-contracts/api/cart';
import type { Locale } from 'shared-contracts/i18n/locales';
import { renderBlocks, type Block, type RenderedMail } from '../mail/templates';

export interface CartReminderMailInput {
  /** 1: the first reminder, 2: the optional second. */
  ordinal: 1 | 2;
  language: Locale;
  /** The reminded lines as they can be bought now (cart/cart.ts `priceCartLines`). */
  cart: Pick<Cart, 'lines'>;
  restoreUrl: string;
  /** The shop's page that unsubscribes with one click. */
  unsubscribeUrl: string;
  /** The List-Unsubscribe address (the API's one-click POST). */
  unsubscribeApiUrl: string;
  /** The seller's name, signing the mail. */
  seller: string;
}

export function renderCartReminderMail(input: CartReminderMailInput): RenderedMail & { headers: Record<string, string> } {
  const lng = input.language;
  const t = (key: string, values: Record<string, unknown> = {}) => i18n.t(`cartReminders:${key}`, { lng, ...values, interpolation: { escapeValue: false } });
  const money = (paise: number) => formatMoney(paise, lng);
  const part = input.ordinal === 1 ? 'first' : 'second';
  const blocks: Block[] = [
    { text: t('mail.greeting') },
    { text: t(`mail.${part}.intro`) },
    { text: t('mail.lines'), strong: true },
    ...input.cart.lines.map((line) => ({
      text: t('mail.line', { quantity: line.quantity, title: line.variant ? `${line.title} (${line.variant})` : line.title, amount: money(multiplyMoney(line.unitPrice, line.quantity)) }),
    })),
    { text: t('mail.total', { amount: money(sumMoney(input.cart.lines.map((line) => multiplyMoney(line.unitPrice, line.quantity)))) }), strong: true },
    { text: t('mail.restore'), href: input.restoreUrl, strong: true },
    { text: t('mail.checked') },
    { text: input.seller },
    { text: t('mail.footer') },
    { text: t('mail.unsubscribe'), href: input.unsubscribeUrl },
  ];
  return {
    subject: t(`mail.${part}.subject`),
    ...renderBlocks(blocks, lng),
    headers: { 'List-Unsubscribe': `<${input.unsubscribeApiUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
