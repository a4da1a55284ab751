/**
 * Back-in-stock alerts (issue 36 item 2; api/src/stock-alerts): a shopper leaves an e-mail address
 * on a sold-out product or variant, confirms it from the e-mail's link (double opt-in, so nobody is
 * signed up by someone else), and is told once when stock returns, first come first served and never
 * more alerts than new units.
 *
 * - unconfirmed: asked, the confirmation e-mail sent; not counted as demand, never alerted.
 * - waiting: confirmed; alerted in the order it was asked when stock returns.
 * - sent: the back-in-stock e-mail is queued; done.
 */
export const STOCK_ALERT_STATUSES = ['unconfirmed', 'waiting', 'sent'] as const;
export type StockAlertStatus = (typeof STOCK_ALERT_STATUSES)[number];

/** The confirmation link's query parameter on the confirmation page (PATHS.stockAlertConfirm). */
export const STOCK_ALERT_TOKEN_PARAM = 'token';
