/**
 * The keys of staff two-factor sign-in, all derived (HKDF-SHA256) from the one TWO_FACTOR_SECRET
 * (config.ts), one per use so that none can stand in for another:
 * - the TOTP secrets are stored encrypted with AES-256-GCM, the staff member's uid as associated
 *   data (a secret copied into another member's row does not decrypt);
 * - recovery codes are stored as HMAC-SHA256 under their own key: a copy of the database alone
 *   cannot be searched for them;
 * - a session's proof of its second factor is an HS256 JWT (jose) under a third.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const SALT = 'haat-two-factor';
const FORMAT = 'v1';

export interface TwoFactorKeys {
  encryptSecret(uid: string, secret: string): string;
  decryptSecret(uid: string, stored: string): string;
  hashRecoveryCode(code: string): string;
  signProof(claims: ProofClaims, lifetimeSeconds: number): Promise<{ proof: string; expiresAt: string }>;
  /** The proof's claims when its signature and lifetime hold; null otherwise. */
  readProof(proof: string): Promise<ProofClaims | null>;
}

/** What a proof binds: the staff member, the Firebase session (its auth_time) and the enrolment. */
export interface ProofClaims {
  uid: string;
  authTime: number;
  factorId: string;
}

const AUDIENCE = 'haat:second-factor';

const derive = (secret: string, info: string) => Buffer.from(hkdfSync('sha256', secret, SALT, info, 32));

/** A recovery code as typed (any case, with or without its dash) in the one form it is hashed in. */
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/-/g, '');

const keysBySecret = new Map<string, TwoFactorKeys>();

export function twoFactorKeys(secret: string): TwoFactorKeys {
  const known = keysBySecret.get(secret);
  if (known) return known;
  const encryption = derive(secret, 'totp-secret-encryption');
  const recovery = derive(secret, 'recovery-code-hash');
  const signing = derive(secret, 'second-factor-proof');
  const keys: TwoFactorKeys = {
    encryptSecret(uid, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryption, iv);
      cipher.setAAD(Buffer.from(uid));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    decryptSecret(uid, stored) {
      const [format, iv, tag, body] = stored.split('.');
      if (format !== FORMAT || !iv || !tag || !body) throw new Error('two-factor secret: unknown format');
      const decipher = createDecipheriv('aes-256-gcm', encryption, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(uid));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    hashRecoveryCode(code) {
      return createHmac('sha256', recovery).update(normalizeRecoveryCode(code)).digest('hex');
    },
    async signProof({ uid, authTime, factorId }, lifetimeSeconds) {
      const expires = Math.floor(Date.now() / 1000) + lifetimeSeconds;
      const proof = await new SignJWT({ at: authTime, fid: factorId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(uid)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(signing);
      return { proof, expiresAt: new Date(expires * 1000).toISOString() };
    },
    async readProof(proof) {
      try {
        const { payload } = await jwtVerify(proof, signing, { audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.at !== 'number' || typeof payload.fid !== 'string') return null;
        return { uid: payload.sub, authTime: payload.at, factorId: payload.fid };
      } catch {
        return null;
      }
    },
  };
  keysBySecret.set(secret, keys);
  return keys;
}
