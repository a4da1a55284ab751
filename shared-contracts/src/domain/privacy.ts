/**
 * The customer's own data (issue 35 item 5, DPDP Act): the privacy notice's version that sign-up
 * and checkout record consent to, the kinds of consent, and how long the shop keeps what. The
 * privacy policy page reads these figures and the scheduled retention job (api/src/privacy/retention.ts)
 * enforces them, so the page never promises what the job does not do.
 */

/** The privacy notice in force: a new text gets a new version, and consents name the one they were given to. */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** privacy_notice: the notice was shown and accepted (sign-up, checkout); marketing: separate, opt-in, withdrawable. */
export const CONSENT_KINDS = ['privacy_notice', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Where a consent was given or withdrawn (unsubscribe: a cart reminder's one-click link, api/src/cart-reminders). */
export const CONSENT_SOURCES = ['sign_up', 'checkout', 'account', 'unsubscribe'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** How long the shop keeps each kind of data (the retention job's periods, the policy page's figures). */
export const RETENTION = {
  /** A guest's cart on the server (an anonymous account's), untouched this many days. */
  guestCartDays: 30,
  /** An unpaid guest order (cancelled or its hold over): its name, street, phone and e-mail, this many days after it was placed. */
  unpaidGuestOrderDays: 30,
  /** The link to a download of one's data works this many days; then the file is removed. */
  dataExportDays: 7,
  /** E-mails sent (or refused for good), kept as the record that they went out, this many days. */
  mailDays: 180,
  /**
   * Tax invoices, credit notes and the orders they belong to: CGST Act s.36 and rule 56 keep them
   * 72 months from the due date of the annual return (GSTR-9) of their financial year.
   */
  taxRecordMonths: 72,
} as const;

/**
 * The last day (India's calendar, YYYY-MM-DD) the shop must keep a tax record dated `at`: the
 * annual return of a financial year (April to March) is due on 31 December after it ends, and the
 * record is kept 72 months from then. An invoice of 10 May 2026 (financial year 2026-27, return due
 * 31 December 2027) is kept until 31 December 2033.
 */
export function taxRecordKeptUntil(at: string | Date): string {
  const india = new Date(new Date(at).getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const financialYearEnds = india.getUTCMonth() >= 3 ? year + 1 : year;
  const returnDue = financialYearEnds;
  return `${returnDue + RETENTION.taxRecordMonths / 12}-12-31`;
}

/** A download of one's data: asked, being written (with its progress), ready behind a link until it expires, or failed. */
export const DATA_EXPORT_STATUSES = ['pending', 'building', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The parts a download holds, written one after another (the page's progress counts them). */
export const DATA_EXPORT_SECTIONS = ['profile', 'addresses', 'orders', 'invoices', 'creditNotes', 'consents', 'emails'] as const;
export type DataExportSection = (typeof DATA_EXPORT_SECTIONS)[number];
