/**
 * The identity service's action codes, as its e-mails carry them (`mode`, `oobCode`), checked and
 * applied from the shop's page /auth/action. The SDK is loaded here, with the page: no first load
 * carries it. Errors are the service's codes (auth/expired-action-code, auth/invalid-action-code).
 */
export type ActionMode = 'resetPassword' | 'verifyEmail';

export const ACTION_MODES: readonly ActionMode[] = ['resetPassword', 'verifyEmail'];

export function isActionMode(mode: string | null): mode is ActionMode {
  return (ACTION_MODES as readonly (string | null)[]).includes(mode);
}

async function sdk() {
  const [{ firebaseAuth }, firebase] = await Promise.all([import('shared-contracts/platform/firebase'), import('firebase/auth')]);
  return { auth: await firebaseAuth(), firebase };
}

/** The e-mail of the account a password-reset code is for; throws when the code is not good. */
export async function checkPasswordResetCode(oobCode: string): Promise<string> {
  const { auth, firebase } = await sdk();
  return firebase.verifyPasswordResetCode(auth, oobCode);
}

/** Marks the address verified with an e-mail verification code (which it uses up); resolves with the address. */
export async function applyVerificationCode(oobCode: string): Promise<string | null> {
  const { auth, firebase } = await sdk();
  const info = await firebase.checkActionCode(auth, oobCode);
  await firebase.applyActionCode(auth, oobCode);
  // A signed-in user's token still says "not verified": refresh it so the pages see the change.
  await auth.currentUser?.reload();
  return info.data.email ?? null;
}
