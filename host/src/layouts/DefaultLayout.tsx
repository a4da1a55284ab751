import { PATHS } from 'shared-contracts/routes/paths';
import { Link } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useStore } from 'shared-contracts/ui/useStore';
import { LocaleSwitch } from './LocaleSwitch';
import { PageOutlet } from './PageOutlet';

/** The minimal layout, for routes that name none: brand (the store's trading name), language switch, the page. */
export function DefaultLayout() {
  const { to } = useLocale();
  const store = useStore();
  return (
    <div className="layout layout--default" data-layout="default">
      <header className="minimal-header">
        <Link to={to(PATHS.home)} className="brand">
          {store.tradingName}
        </Link>
        <LocaleSwitch />
      </header>
      <main id="main" className="minimal-main">
        <PageOutlet />
      </main>
    </div>
  );
}
