import './QuickLoginPage.messages';
import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from 'shared-contracts/platform/config';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { ContentPage, type ContentSection, type PageLink } from './ContentPage';

type Availability = 'checking' | 'local' | 'unavailable';

const sections: ContentSection[] = [
  { id: 'accounts', heading: 'quick.accounts.title', blocks: [{ list: ['quick.accounts.i1', 'quick.accounts.i2'] }] },
];

const related: PageLink[] = [
  { to: '/login', label: 'quick.link.login' },
  { to: '/admin/login', label: 'identity.toAdminLogin' },
  { to: '/shop', label: 'identity.toShop' },
];

/** Whether the identity service is the local emulator: only then does quick sign-in make sense. */
function useAvailability(): Availability {
  const [availability, setAvailability] = useState<Availability>('checking');
  useEffect(() => {
    let live = true;
    // Wrapped, so a synchronous failure (no fetch) also counts as "not local".
    Promise.resolve()
      .then(() => loadRuntimeConfig())
      .then(
        (config) => live && setAvailability(config.authEmulatorUrl ? 'local' : 'unavailable'),
        () => live && setAvailability('unavailable'),
      );
    return () => {
      live = false;
    };
  }, []);
  return availability;
}

/**
 * Local quick sign-in: pick a seeded account of the Auth emulator. The account list arrives with
 * identity; until then the page says what it is for and whether it applies here.
 */
export default function QuickLoginPage() {
  useRequireIdentity();
  const availability = useAvailability();
  const notice = availability === 'unavailable' ? 'quick.unavailable' : availability === 'local' ? 'quick.local' : undefined;
  return <ContentPage title="quick.title" intro="quick.intro" notice={notice} sections={sections} related={related} />;
}
