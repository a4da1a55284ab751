/**
 * For pages that need a signed-in customer (account, payment, orders, delete account): asks the
 * identity service who is signed in; a guest is sent to /login?next=<this page>, and the sign-in
 * page brings them back (`signInDestination`). While the answer is coming: a busy skeleton.
 */
import type { ReactNode } from 'react';
import Skeleton from 'antd/es/skeleton';
import { Navigate, useLocation } from 'shared-contracts/ui/router';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { useLocale } from 'shared-contracts/ui/useLocale';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { splitLocalePath } from 'shared-contracts/i18n/locales';
import { PATHS } from 'shared-contracts/routes/paths';

export function RequireSignIn({ children }: { children: (user: ShopUser) => ReactNode }) {
  const user = useRequireIdentity();
  const { to } = useLocale();
  const { pathname, search } = useLocation();
  if (user === undefined) {
    return (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (user === null) return <Navigate replace to={`${to(PATHS.login)}?next=${encodeURIComponent(`${pathname}${search}`)}`} />;
  return <>{children(user)}</>;
}

/**
 * Where the sign-in page sends the user afterwards: `next` when it is a path of this site (never
 * another origin: '//evil.example' and 'https://...' are refused), else `fallback`.
 */
export function signInDestination(next: string | null, fallback: string): string {
  return next && /^\/(?![/\\])/.test(next) && !isSignInPath(next) ? next : fallback;
}

/** '/login', '/es/login?x', '/fr/login/...': the sign-in page itself, in any locale. */
function isSignInPath(next: string): boolean {
  const { path } = splitLocalePath(next.split('?')[0]!);
  return path === PATHS.login || path.startsWith(`${PATHS.login}/`);
}
