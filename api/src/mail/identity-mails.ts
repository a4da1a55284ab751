/**
 * The identity service's e-mails, sent by the shop's mailer instead (issue 22 part 4): password
 * reset and e-mail verification, in the customer's language, queued in the outbox like every other
 * mail (so locally they land on the development mail page /___mail).
 *
 * The identity service makes the action code (`oobCode`); its own link points at its own page
 * (Firebase's hosted handler, or the Auth emulator's /emulator/action). The mail links to the
 * shop's page /auth/action instead, with the same `mode` and `oobCode`, where the shop's pages
 * check and apply the code in the customer's language.
 */
import './identity-mail.messages';
import { i18n } from 'shared-contracts/platform/i18n';
import { localizePath, type Locale } from 'shared-contracts/i18n/locales';
import { PATHS } from 'shared-contracts/routes/paths';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { enqueueMail } from './outbox';
import { renderBlocks, type Block, type RenderedMail } from './templates';

/** The identity e-mails: their outbox `kind` and the action `mode` their link carries. */
export const IDENTITY_MAIL_MODES = { password_reset: 'resetPassword', email_verification: 'verifyEmail' } as const;
export type IdentityMailKind = keyof typeof IDENTITY_MAIL_MODES;

/**
 * The shop's link for an action code, from the identity service's own link: its `mode` and
 * `oobCode`, on the shop's /auth/action page in `language`. Throws when the link has no code.
 */
export function shopActionUrl(config: Pick<Config, 'publicUrl'>, serviceLink: string, language: Locale): string {
  const source = new URL(serviceLink);
  const mode = source.searchParams.get('mode');
  const oobCode = source.searchParams.get('oobCode');
  if (!mode || !oobCode) throw new Error('the identity service gave a link without mode and oobCode');
  const query = new URLSearchParams({ mode, oobCode });
  return `${config.publicUrl}${localizePath(PATHS.authAction, language)}?${query.toString()}`;
}

export function renderIdentityMail(kind: IdentityMailKind, input: { email: string; actionUrl: string; language: Locale }): RenderedMail {
  const lng = input.language;
  const t = (key: string) => i18n.t(`mail:identity.${key}`, { lng, email: input.email, interpolation: { escapeValue: false } });
  const part = kind === 'password_reset' ? 'resetPassword' : 'verifyEmail';
  const blocks: Block[] = [
    { text: t('greeting') },
    { text: t(`${part}.intro`) },
    { text: t(`${part}.link`), href: input.actionUrl, strong: true },
    { text: t(`${part}.ignore`) },
    { text: t('footer') },
  ];
  return { subject: t(`${part}.subject`), ...renderBlocks(blocks, lng) };
}

/**
 * Queues one identity e-mail for `email`, linking to the shop's page for the service's link. One
 * mail per action code (its dedupe key), so a retried request queues nothing more.
 */
export async function queueIdentityMail(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  kind: IdentityMailKind,
  input: { email: string; serviceLink: string; language: Locale },
): Promise<boolean> {
  const actionUrl = shopActionUrl(config, input.serviceLink, input.language);
  const oobCode = new URL(actionUrl).searchParams.get('oobCode')!;
  const mail = renderIdentityMail(kind, { email: input.email, actionUrl, language: input.language });
  return enqueueMail(db, { kind, orderId: null, dedupeKey: `${kind}:${oobCode}`, to: input.email, language: input.language, ...mail });
}
