import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared-contracts/routes/paths';
import { Link } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { LocaleSwitch } from './LocaleSwitch';
import { PageOutlet } from './PageOutlet';

/** The minimal layout, for routes that name none: brand, language switch, the page. */
export function DefaultLayout() {
  const { t } = useTranslation('common');
  const { to } = useLocale();
  return (
    <div className="layout layout--default" data-layout="default">
      <header className="minimal-header">
        <Link to={to(PATHS.home)} className="brand">
          {t('app.name')}
        </Link>
        <LocaleSwitch />
      </header>
      <main id="main" className="minimal-main">
        <PageOutlet />
      </main>
    </div>
  );
}
