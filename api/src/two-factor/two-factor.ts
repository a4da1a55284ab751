/**
 * Two-factor sign-in for staff (issue 35 item 2), with TOTP (RFC 6238, otplib) rather than
 * Firebase Auth's own TOTP MFA: that needs Identity Platform, and the Auth emulator the shop runs
 * on cannot enrol a TOTP factor (firebase-tools#6224), so neither `npm start` nor the tests could.
 *
 * - Enrolment: a new secret (encrypted at rest, keys.ts), shown as a QR code and as text; confirmed
 *   with a code from the app, which gives RECOVERY_CODE_COUNT recovery codes, shown once and kept
 *   as keyed hashes, each usable once.
 * - A session's proof: a code (or a recovery code) gives a signed token bound to the uid, the
 *   Firebase session's auth_time (kept by token refreshes, new at each sign-in) and the enrolment
 *   (factorId), for PROOF_LIFETIME_SECONDS. It is checked with the key every API instance shares
 *   and the enrolment's row, so it holds across instances and ends with a reset.
 * - The gate (`requireSecondFactor`, asked by mount() on every admin route): a staff member who
 *   enrolled must send a good proof (403 second_factor_required); when the owner requires it, one
 *   who has not enrolled is refused too (403 second_factor_setup_required).
 * - A TOTP code is taken once: the last accepted time step is kept, and a code of that step or an
 *   earlier one is refused (also when two instances are sent the same code at once: one
 *   conditional update wins).
 */
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_HEADER, type TwoFactorSettings, type TwoFactorStatus } from 'shared-contracts/api/two-factor';
import type { Locale } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { recordAudit } from '../audit/audit-log';
import { staffRecoveryCodes, staffSecondFactors } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import type { Services } from '../services';
import { readSettings, readSettingsIn, settingsChanged, writeSettings } from '../settings/store';
import { twoFactorKeys, type TwoFactorKeys } from './keys';
import './two-factor.messages';

/** How long a session's proof counts: a working day; then the admin asks for a code again. */
export const PROOF_LIFETIME_SECONDS = 12 * 60 * 60;
/** Time steps either side of now a code is taken from (30 s each): a phone's clock a little off. */
const EPOCH_TOLERANCE_SECONDS = 30;

type TwoFactorServices = Pick<Services, 'config' | 'database' | 'db'>;

const keysOf = (services: TwoFactorServices): TwoFactorKeys => twoFactorKeys(services.config.twoFactor.secret);
const fieldError = (lng: Locale, key: string) => new HttpError('validation_failed', { code: [i18n.t(`twoFactor:${key}`, { lng })] });

/** Only staff have a second factor: an anonymous or customer account is refused. */
function requireStaff(caller: Caller, lng: Locale) {
  if (caller.anonymous || caller.role === 'customer') throw new HttpError('forbidden', undefined, undefined, { reason: i18n.t('twoFactor:staffOnly', { lng }) });
}

async function factorOf(services: TwoFactorServices, uid: string) {
  const [row] = await services.db.select().from(staffSecondFactors).where(eq(staffSecondFactors.uid, uid));
  return row ?? null;
}

/** The caller's proof, when it is good for this session and this enrolment. */
async function proofHolds(services: TwoFactorServices, request: FastifyRequest, caller: Caller, factorId: string): Promise<boolean> {
  const header = request.headers[SECOND_FACTOR_HEADER];
  const proof = typeof header === 'string' ? header : '';
  if (!proof || caller.authTime === undefined) return false;
  const claims = await keysOf(services).readProof(proof);
  return claims !== null && claims.uid === caller.uid && claims.authTime === caller.authTime && claims.factorId === factorId;
}

/**
 * mount()'s check on every admin route, after the role's. One indexed read per call (the
 * requirement comes from the settings' cache).
 */
export async function requireSecondFactor(services: TwoFactorServices, request: FastifyRequest, caller: Caller): Promise<void> {
  const factor = await factorOf(services, caller.uid);
  if (factor?.confirmedAt) {
    if (await proofHolds(services, request, caller, factor.factorId)) return;
    throw new HttpError('second_factor_required');
  }
  if ((await readSettings(services, 'twoFactor')).required) throw new HttpError('second_factor_setup_required');
}

export async function twoFactorStatus(services: TwoFactorServices, request: FastifyRequest, caller: Caller, lng: Locale): Promise<TwoFactorStatus> {
  requireStaff(caller, lng);
  const [factor, settings] = await Promise.all([factorOf(services, caller.uid), readSettings(services, 'twoFactor')]);
  const enrolled = Boolean(factor?.confirmedAt);
  const [left] = enrolled
    ? await services.db
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.uid, caller.uid), isNull(staffRecoveryCodes.usedAt)))
    : [{ n: 0 }];
  return {
    enrolled,
    required: settings.required,
    verified: enrolled && (await proofHolds(services, request, caller, factor!.factorId)),
    recoveryCodesLeft: left?.n ?? 0,
  };
}

/** A new secret for the caller's app; replaces an enrolment not confirmed yet. */
export async function startEnrolment(services: TwoFactorServices, caller: Caller, lng: Locale) {
  requireStaff(caller, lng);
  const existing = await factorOf(services, caller.uid);
  if (existing?.confirmedAt) throw new HttpError('conflict', { code: [i18n.t('twoFactor:alreadyEnrolled', { lng })] });
  const secret = generateSecret();
  const row = { uid: caller.uid, factorId: randomBytes(12).toString('base64url'), secret: keysOf(services).encryptSecret(caller.uid, secret), confirmedAt: null, lastTimeStep: null };
  // Only a row still unconfirmed is replaced: an enrolment confirmed meanwhile stays.
  const [written] = await services.db
    .insert(staffSecondFactors)
    .values(row)
    .onConflictDoUpdate({ target: staffSecondFactors.uid, set: row, setWhere: isNull(staffSecondFactors.confirmedAt) })
    .returning({ uid: staffSecondFactors.uid });
  if (!written) throw new HttpError('conflict', { code: [i18n.t('twoFactor:alreadyEnrolled', { lng })] });
  const { tradingName } = await readSettings(services, 'store');
  return { secret, otpauthUri: generateURI({ issuer: tradingName, label: caller.email ?? caller.uid, secret }) };
}

/** The time step of `code` when it is the app's code now and newer than the last one taken; null otherwise. */
async function acceptedStep(services: TwoFactorServices, factor: typeof staffSecondFactors.$inferSelect, code: string): Promise<number | null> {
  const secret = keysOf(services).decryptSecret(factor.uid, factor.secret);
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(factor.lastTimeStep === null ? {} : { afterTimeStep: factor.lastTimeStep }),
  });
  // (otplib's verify answers for HOTP and TOTP alike; a TOTP answer names its time step)
  if (!result.valid || !('timeStep' in result)) return null;
  const step = result.timeStep;
  // Take the step once, whichever instance is asked at the same moment.
  const [taken] = await services.db
    .update(staffSecondFactors)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(staffSecondFactors.uid, factor.uid),
        eq(staffSecondFactors.factorId, factor.factorId),
        or(isNull(staffSecondFactors.lastTimeStep), lt(staffSecondFactors.lastTimeStep, step)),
      ),
    )
    .returning({ uid: staffSecondFactors.uid });
  return taken ? step : null;
}

const isTotpCode = (code: string) => /^\d{3} ?\d{3}$/.test(code.trim());
const totpCode = (code: string) => code.replace(/\s/g, '');

function newRecoveryCode(): string {
  // 10 characters of base32 (50 bits), read out as xxxxx-xxxxx
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const raw = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

async function sessionProof(services: TwoFactorServices, caller: Caller, factorId: string) {
  if (caller.authTime === undefined) throw new HttpError('unauthorized');
  return keysOf(services).signProof({ uid: caller.uid, authTime: caller.authTime, factorId }, PROOF_LIFETIME_SECONDS);
}

/** Confirms the enrolment with the app's first code: the recovery codes (this once) and this session's proof. */
export async function confirmEnrolment(services: TwoFactorServices, caller: Caller, code: string, lng: Locale) {
  requireStaff(caller, lng);
  const factor = await factorOf(services, caller.uid);
  if (!factor) throw fieldError(lng, 'noEnrolment');
  if (factor.confirmedAt) throw new HttpError('conflict', { code: [i18n.t('twoFactor:alreadyEnrolled', { lng })] });
  if (!isTotpCode(code) || (await acceptedStep(services, factor, totpCode(code))) === null) throw fieldError(lng, 'wrongCode');
  const keys = keysOf(services);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await services.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(staffSecondFactors)
      .set({ confirmedAt: new Date().toISOString() })
      .where(and(eq(staffSecondFactors.uid, caller.uid), eq(staffSecondFactors.factorId, factor.factorId), isNull(staffSecondFactors.confirmedAt)))
      .returning({ uid: staffSecondFactors.uid });
    if (!confirmed) throw new HttpError('conflict', { code: [i18n.t('twoFactor:alreadyEnrolled', { lng })] });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.uid, caller.uid));
    await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((recovery) => ({ uid: caller.uid, codeHash: keys.hashRecoveryCode(recovery) })));
    await recordAudit(tx, { actor: caller, action: 'user.two_factor_enrol', target: { type: 'user', id: caller.uid } });
  });
  return { recoveryCodes, ...(await sessionProof(services, caller, factor.factorId)) };
}

/** Proves this session's second factor with the app's code, or a recovery code (used up, and audited). */
export async function verifySecondFactor(services: TwoFactorServices, caller: Caller, code: string, lng: Locale) {
  requireStaff(caller, lng);
  const factor = await factorOf(services, caller.uid);
  if (!factor?.confirmedAt) throw fieldError(lng, 'notEnrolled');
  if (isTotpCode(code)) {
    if ((await acceptedStep(services, factor, totpCode(code))) === null) throw fieldError(lng, 'wrongCode');
  } else {
    await services.db.transaction(async (tx) => {
      const [used] = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: new Date().toISOString() })
        .where(and(eq(staffRecoveryCodes.uid, caller.uid), eq(staffRecoveryCodes.codeHash, keysOf(services).hashRecoveryCode(code)), isNull(staffRecoveryCodes.usedAt)))
        .returning({ uid: staffRecoveryCodes.uid });
      if (!used) throw fieldError(lng, 'usedRecoveryCode');
      await recordAudit(tx, { actor: caller, action: 'user.two_factor_recovery_code', target: { type: 'user', id: caller.uid } });
    });
  }
  const [left] = await services.db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.uid, caller.uid), isNull(staffRecoveryCodes.usedAt)));
  return { ...(await sessionProof(services, caller, factor.factorId)), recoveryCodesLeft: left?.n ?? 0 };
}

/** An owner's reset of a staff member's second factor (a lost device): they enrol again; every proof given before ends. Audited. */
export async function resetSecondFactor(services: TwoFactorServices, actor: Caller, uid: string) {
  await services.db.transaction(async (tx) => {
    const [removed] = await tx.delete(staffSecondFactors).where(and(eq(staffSecondFactors.uid, uid), isNotNull(staffSecondFactors.confirmedAt))).returning({ uid: staffSecondFactors.uid });
    await tx.delete(staffSecondFactors).where(eq(staffSecondFactors.uid, uid));
    if (!removed) throw new HttpError('not_found');
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.uid, uid));
    await recordAudit(tx, { actor, action: 'user.two_factor_reset', target: { type: 'user', id: uid }, changes: { twoFactor: { from: 'enrolled', to: 'none' } } });
  });
  return { ok: true as const };
}

export async function saveTwoFactorSettings(services: TwoFactorServices, actor: Caller, value: TwoFactorSettings): Promise<TwoFactorSettings> {
  await services.db.transaction(async (tx) => {
    const before = await readSettingsIn(tx, services.config, 'twoFactor');
    await writeSettings(tx, 'twoFactor', value);
    if (before.required !== value.required) {
      await recordAudit(tx, { actor, action: 'settings.update', target: { type: 'settings', id: 'twoFactor' }, changes: { required: { from: before.required, to: value.required } } });
    }
  });
  await settingsChanged(services.database);
  return readSettings(services, 'twoFactor');
}
