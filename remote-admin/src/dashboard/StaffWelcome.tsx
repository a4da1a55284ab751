import './StaffWelcome.messages';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from 'shared-contracts/domain/staff';
import { adminNavFor } from 'shared-contracts/routes/admin-pages';
import { PATHS } from 'shared-contracts/routes/paths';
import { Link } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';

/**
 * The dashboard of a staff member whose role has no `reports` (the shop's figures): who they are
 * signed in as, their role, and the sections it may use (routes/admin-pages, as the menu offers).
 */
export function StaffWelcome({ email, role }: { email: string | null; role: StaffRole }) {
  const { t } = useTranslation(['admin', 'errors']);
  const { to } = useLocale();
  const sections = adminNavFor(role).filter((page) => page.id !== 'adminDashboard');
  return (
    <section aria-label={t('admin:dashboard.title')}>
      <p>{t('admin:welcome.intro', { email: email ?? '', role: t(`errors:staff.role.${role}`) })}</p>
      <ul>
        {sections.map((page) => (
          <li key={page.id}>
            <Link to={to(PATHS[page.id])}>{t(`admin:welcome.section.${page.key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
