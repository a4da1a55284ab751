/** The profile a signed-in user keeps with the shop: name, phone, saved addresses and GSTIN. */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Profile, updateProfileSchema } from 'shared-contracts/api/account';
import type { Db } from '../db/database';
import { profiles } from '../db/schema';
import type { Caller } from '../identity/identity';
import { isoTime } from '../db/timestamps';

export type ProfileUpdate = z.output<typeof updateProfileSchema>;
type ProfileRow = typeof profiles.$inferSelect;

function toProfile(row: ProfileRow, caller: Caller): Profile {
  return {
    uid: row.uid,
    email: row.email,
    name: row.name,
    phone: row.phone,
    addresses: row.addresses,
    gstin: row.gstin,
    role: caller.role,
    createdAt: isoTime(row.createdAt),
  };
}

/**
 * The caller's profile, created on first read with the identity's email. The email follows the
 * identity: if the user changed it there, the profile takes the new one.
 */
export async function getOrCreateProfile(db: Db, caller: Caller): Promise<Profile> {
  const [row] = await db
    .insert(profiles)
    .values({ uid: caller.uid, email: caller.email })
    .onConflictDoUpdate({ target: profiles.uid, set: { email: caller.email }, setWhere: sql`${profiles.email} is distinct from excluded.email` })
    .returning();
  if (row) return toProfile(row, caller);
  const [existing] = await db.select().from(profiles).where(eq(profiles.uid, caller.uid));
  return toProfile(existing!, caller);
}

export async function updateProfile(db: Db, caller: Caller, update: ProfileUpdate): Promise<Profile> {
  const values = { name: update.name, phone: update.phone, addresses: update.addresses, gstin: update.gstin, email: caller.email };
  const [row] = await db
    .insert(profiles)
    .values({ uid: caller.uid, ...values })
    .onConflictDoUpdate({ target: profiles.uid, set: { ...values, updatedAt: new Date().toISOString() } })
    .returning();
  return toProfile(row!, caller);
}

/**
 * A guest's profile without a name takes the name given at checkout (the delivery address's), so a
 * guest who creates an account after ordering (the anonymous account linked, same uid) finds it
 * there (issue 38). A name the profile has is never replaced; a signed-in customer's checkout does
 * not call this (their account's own name stands, even with no profile yet).
 */
export async function nameUnnamedProfile(db: Db, uid: string, email: string | null, name: string): Promise<void> {
  const given = name.trim();
  if (!given) return;
  await db
    .insert(profiles)
    .values({ uid, email, name: given })
    .onConflictDoUpdate({ target: profiles.uid, set: { name: given, updatedAt: sql`now()` }, setWhere: sql`${profiles.name} = ''` });
}

