/**
 * The staff invite e-mail, queued in the outbox like every other mail (locally it lands on the
 * development mail page /___mail). A new account's mail links to the shop's /auth/action page with
 * the identity service's password-reset code (the same page and code as a password reset: there
 * the invitee chooses their password); an existing account's mail says where to sign in.
 */
import './invite-mail.messages';
import { i18n } from 'shared-contracts/platform/i18n';
import { localizePath, type Locale } from 'shared-contracts/i18n/locales';
import { PATHS } from 'shared-contracts/routes/paths';
import type { StaffRole } from 'shared-contracts/domain/staff';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { shopActionUrl } from '../mail/identity-mails';
import { enqueueMail } from '../mail/outbox';
import { renderBlocks, type Block } from '../mail/templates';

export interface StaffInviteMail {
  email: string;
  role: StaffRole;
  shop: string;
  inviter: string;
  language: Locale;
  /** The identity service's password-reset link for a new account; null for an existing one. */
  serviceLink: string | null;
}

export async function queueStaffInviteMail(db: Db, config: Pick<Config, 'publicUrl'>, invite: StaffInviteMail): Promise<void> {
  const lng = invite.language;
  const adminUrl = `${config.publicUrl}${localizePath(PATHS.adminLogin, lng)}`;
  const role = i18n.t(`errors:staff.role.${invite.role}`, { lng });
  const t = (key: string) =>
    i18n.t(`mail:staffInvite.${key}`, { lng, email: invite.email, shop: invite.shop, inviter: invite.inviter, role, url: adminUrl, interpolation: { escapeValue: false } });
  const actionUrl = invite.serviceLink ? shopActionUrl(config, invite.serviceLink, lng) : null;
  const blocks: Block[] = [
    { text: t('greeting') },
    { text: t('intro') },
    actionUrl ? { text: t('newAccount'), href: actionUrl, strong: true } : { text: t('existingAccount'), href: adminUrl, strong: true },
    ...(actionUrl ? [{ text: t('after') }] : []),
    { text: t('ignore') },
  ];
  // One mail per action code, or per account and role for an existing account, so a retried request queues nothing more.
  const dedupeKey = actionUrl ? `staff_invite:${new URL(actionUrl).searchParams.get('oobCode')}` : `staff_invite:${invite.email}:${invite.role}:${Date.now()}`;
  await enqueueMail(db, { kind: 'staff_invite', orderId: null, dedupeKey, to: invite.email, language: lng, subject: t('subject'), ...renderBlocks(blocks, lng) });
}
