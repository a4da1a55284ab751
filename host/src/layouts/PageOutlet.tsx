import { Suspense } from 'react';
import { Outlet } from 'shared-contracts/ui/router';
import Skeleton from 'antd/es/skeleton';

/** Where a layout shows its page; host pages are lazy chunks, so a skeleton covers their load. */
export function PageOutlet() {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Outlet />
    </Suspense>
  );
}
