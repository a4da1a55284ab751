/**
 * Which pages are for search engines: every page but the personal, transactional, sign-in and admin
 * ones. The pages' own heads say `noindex` for these (ui/PageHead), and the page server's
 * robots.txt disallows them in every locale (host/server/seo.ts).
 */
import { PATHS } from 'shared-contracts/routes/paths';

/** Pages not for search (and everything under them), as unprefixed paths. */
export const NOT_FOR_SEARCH = [
  PATHS.admin,
  PATHS.cart,
  PATHS.payment,
  PATHS.accounts,
  PATHS.login,
  PATHS.authAction,
  PATHS.quickLogin,
  PATHS.devMail,
  PATHS.deleteUser,
  PATHS.sample,
  PATHS.stockAlertConfirm,
] as const;

/** Is this unprefixed path (or route path) one search engines should not index? */
export const notForSearch = (path: string): boolean => NOT_FOR_SEARCH.some((page) => path === page || path.startsWith(`${page}/`));
