import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { Outlet } from 'shared-contracts/ui/router';
import Skeleton from 'antd/es/skeleton';
import { messages } from './Layout.messages';

addAppMessages('host', messages);

/** Where a layout shows its page; host pages are lazy chunks, so a skeleton covers their load
 *  (busy, like a remote's page while it loads, for assistive technology and the e2e tests). */
export function PageOutlet() {
  const { t } = useTranslation('host');
  return (
    <Suspense
      fallback={
        <div aria-busy="true" aria-label={t('layout.pageLoading')}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
