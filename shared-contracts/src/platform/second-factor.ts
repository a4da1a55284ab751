/**
 * A staff session's proof of its second factor (issue 35b; api/src/two-factor/): kept for the
 * signed-in staff member in this browser's localStorage (like the identity SDK's own session,
 * so every tab of the admin shares it) until it expires, and sent by the page's one API client
 * (platform/api) on every call as SECOND_FACTOR_HEADER. The API binds it to the uid and to the
 * Firebase session's sign-in time, so it is worth nothing to another account or after a new
 * sign-in. When the API refuses a call for want of it, `secondFactorNeeded` tells the admin's
 * guard, which asks for the code (or the set-up) again.
 * Small and free of zod: the page's first load carries it.
 */

/** The header the proof travels in (the API reads the same constant). */
export const SECOND_FACTOR_HEADER = 'x-haat-second-factor';

/** Why the API refused a staff call: no proof for this session, or none possible (not set up but required). */
export type SecondFactorNeed = 'second_factor_required' | 'second_factor_setup_required';

interface StoredProof {
  uid: string;
  proof: string;
  expiresAt: string;
}

const KEY = 'shop:second-factor';
const listeners = new Set<(need: SecondFactorNeed) => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the proof the API gave this session (verify or a confirmed enrolment). */
export function keepSecondFactorProof(uid: string, proof: { proof: string; expiresAt: string }): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ uid, proof: proof.proof, expiresAt: proof.expiresAt } satisfies StoredProof));
  } catch {
    // storage refused (private mode): the proof lives as long as nothing asks for it again
  }
}

/** The kept proof of `uid`, while it has not expired. */
export function secondFactorProof(uid: string | null | undefined): string | null {
  if (!uid) return null;
  try {
    const stored = JSON.parse(storage()?.getItem(KEY) ?? 'null') as StoredProof | null;
    if (!stored || stored.uid !== uid || Date.parse(stored.expiresAt) <= Date.now()) return null;
    return stored.proof;
  } catch {
    return null;
  }
}

export function forgetSecondFactorProof(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** Called by the API client when a call was refused for want of a second factor. */
export function secondFactorNeeded(need: SecondFactorNeed): void {
  for (const listener of listeners) listener(need);
}

export function onSecondFactorNeeded(listener: (need: SecondFactorNeed) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
