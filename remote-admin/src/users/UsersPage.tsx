import './UsersPage.messages';
import '../two-factor/TwoFactor.messages';
import '../ui/orderSummary.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import type { AdminOrderSummary, AdminUser } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { formatMoney } from 'shared-contracts/domain/money';
import { isStaffRole, STAFF_ROLES } from 'shared-contracts/domain/staff';
import { formatDate } from 'shared-contracts/i18n/dates';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';
import { shopApi } from 'shared-contracts/platform/api';
import { COLORS } from 'shared-contracts/ui/theme';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useUser } from 'shared-contracts/ui/useUser';
import { AdminTable } from '../lists/AdminTable';
import { ListFilters } from '../lists/ListFilters';
import { FIRST_PAGE, useAdminList, type PageFilters } from '../lists/useAdminList';
import { ConfirmButton } from '../ui/ConfirmButton';
import { PageHeading } from '../ui/PageHeading';
import { displayName, useChangeUser, type UserChange } from './changeUser';
import { ActivitySection } from './ActivitySection';
import { StaffSection } from './StaffSection';
import './StaffSection.messages';
import { twoFactorRoutes } from 'shared-contracts/api/two-factor';
import { runMutation } from 'shared-contracts/ui/useApiMutation';

type Role = AdminUser['role'];
type Filters = PageFilters & { q?: string; role?: Role };
const START: Filters = FIRST_PAGE;

/**
 * The shop's accounts and its team (/admin/dashboard/users, permission staff), in three tabs: all
 * accounts (search, role filter, a user's orders; disable an account, whose sessions end at once and
 * sign-in is refused, and enable it again; reset a staff member's second factor), the staff
 * (users/StaffSection: invite, roles, removal) and the activity (users/ActivitySection: the audit
 * log). Every change asks for confirmation; the API refuses disabling one's own account.
 */
export default function UsersPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const { locale } = useLocale();
  const me = useUser();
  const list = useAdminList(routes.adminListUsers, START);
  const [ordersOf, setOrdersOf] = useState<AdminUser | null>(null);
  const [orders, setOrders] = useState<AdminOrderSummary[] | null>(null);
  const changeUser = useChangeUser();

  const change = async (user: AdminUser, action: UserChange) => {
    if (!(await changeUser(user.uid, action))) return;
    notify(t('users.saved', { name: displayName(user) }), 'success');
    list.reload();
  };

  const showOrders = async (user: AdminUser) => {
    setOrdersOf(user);
    setOrders(null);
    try {
      const api = await shopApi();
      const page = await api.call(routes.adminListOrders, { query: { q: user.uid, page: 1, pageSize: 50 } as never });
      setOrders(page.items.filter((order) => order.customer?.uid === user.uid));
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
      setOrdersOf(null);
    }
  };

  // A lost device (issue 35b): the member sets up their authenticator app again; the API audits who reset whom.
  const resetTwoFactor = async (user: AdminUser) => {
    try {
      await runMutation(twoFactorRoutes.adminResetTwoFactor, { params: { uid: user.uid } });
      notify(t('twoFactor.resetDone', { email: user.email ?? displayName(user) }), 'success');
    } catch {
      // shown by runMutation
    }
  };

  const confirmed = (question: string, label: string, onConfirm: () => Promise<void>, danger = false) => (
    <ConfirmButton question={question} onConfirm={onConfirm} size="small" danger={danger}>
      {label}
    </ConfirmButton>
  );

  const roleName = (role: Role) => (isStaffRole(role) ? t(`errors:staff.role.${role}`) : t('users.role.customer'));
  const accounts = (
    <>
      <ListFilters searchLabel={t('users.search')} searchWidth={280} onSearch={(q) => list.filter({ q })}>
        <Select<Role | ''>
          aria-label={t('users.filter.role')}
          style={{ width: 180 }}
          value={list.filters.role ?? ''}
          onChange={(role) => list.filter({ role: role || undefined })}
          options={[
            { value: '', label: t('users.filter.anyRole') },
            { value: 'customer', label: t('users.role.customer') },
            ...STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) })),
          ]}
        />
      </ListFilters>
      <AdminTable
        label={t('users.title')}
        list={list}
        rowKey="uid"
        scrollX={900}
        emptyText={t('users.empty')}
        columns={[
          {
            title: t('users.col.user'),
            key: 'user',
            render: (_, user) => (
              <span>
                <strong>{user.name || '—'}</strong>
                {me?.uid === user.uid && ` (${t('users.you')})`}
                <br />
                {user.email}
              </span>
            ),
          },
          // plain tags, the words say it: antd's coloured tags are below 4.5:1 contrast (e2e/a11y)
          { title: t('users.col.role'), dataIndex: 'role', render: (role: Role) => <Tag>{roleName(role)}</Tag> },
          {
            title: t('users.col.state'),
            dataIndex: 'disabled',
            render: (disabled: boolean) => <Tag>{t(disabled ? 'users.state.disabled' : 'users.state.active')}</Tag>,
          },
          {
            title: t('users.col.orders'),
            dataIndex: 'orderCount',
            render: (count: number, user) => (
              <Button type="link" style={{ padding: 0 }} aria-label={t('users.showOrders', { name: displayName(user), count })} onClick={() => void showOrders(user)}>
                {count}
              </Button>
            ),
          },
          { title: t('users.col.joined'), dataIndex: 'createdAt', render: (at: string) => formatDate(at, locale) },
          {
            title: t('users.col.lastSignIn'),
            dataIndex: 'lastSignInAt',
            render: (at: string | null) => (at ? formatDate(at, locale, 'dateTime') : t('users.never')),
          },
          {
            title: t('users.col.actions'),
            key: 'actions',
            render: (_, user) => {
              if (me?.uid === user.uid) return null;
              const name = displayName(user);
              return (
                <Space wrap>
                  {isStaffRole(user.role) &&
                    confirmed(t('twoFactor.resetConfirm', { email: user.email ?? name }), t('twoFactor.reset'), () => resetTwoFactor(user), true)}
                  {user.disabled
                    ? confirmed(t('users.enableConfirm', { name }), t('users.enable'), () => change(user, 'enable'))
                    : confirmed(t('users.disableConfirm', { name }), t('users.disable'), () => change(user, 'disable'), true)}
                </Space>
              );
            },
          },
        ]}
      />
      <Drawer open={ordersOf !== null} onClose={() => setOrdersOf(null)} title={ordersOf ? t('users.ordersTitle', { name: displayName(ordersOf) }) : ''} destroyOnHidden>
        <div aria-busy={orders ? 'false' : 'true'}>
          {orders && orders.length === 0 && <p>{t('users.noOrders')}</p>}
          {orders && orders.length > 0 && (
            <ul style={{ listStyle: 'none', padding: 0 }}>
              {orders.map((order) => (
                <li key={order.id} style={{ padding: '8px 0', borderBottom: `1px solid ${COLORS.divider}` }}>
                  <strong>{order.number}</strong> · {formatDate(order.createdAt, locale)} · {t(`orders.status.${order.status}`)} ·{' '}
                  {formatMoney(order.total, locale)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Drawer>
    </>
  );

  return (
    <article aria-busy={list.loading ? 'true' : 'false'}>
      <PageHeading title={t('users.title')} intro={t('users.intro')} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'accounts', label: t('staff.tabs.accounts'), children: accounts },
          { key: 'staff', label: t('staff.tabs.staff'), children: <StaffSection /> },
          { key: 'activity', label: t('staff.tabs.activity'), children: <ActivitySection /> },
        ]}
      />
    </article>
  );
}
