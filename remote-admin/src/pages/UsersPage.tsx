import '../i18n/messages';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { AdminOrderSummary, AdminUser } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { formatMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api';
import { notify } from 'shared-contracts/platform/toast';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useUser } from 'shared-contracts/ui/useUser';
import { shopApi } from 'shared-contracts/platform/api';

type Role = AdminUser['role'];
type Filters = { q?: string; role?: Role; page: number; pageSize: number };

const displayName = (user: Pick<AdminUser, 'name' | 'email' | 'uid'>) => user.name || user.email || user.uid;

/**
 * The shop's accounts (/admin/dashboard/users): search, role filter, a user's orders; grant or
 * remove the admin role; disable an account (its sessions end at once, sign-in is refused) and
 * enable it again. Every change asks for confirmation; the API refuses changes to one's own account.
 */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const me = useUser();
  const [filters, setFilters] = useState<Filters>({ page: 1, pageSize: 20 });
  const [data, setData] = useState<{ items: AdminUser[]; total: number }>();
  const [loading, setLoading] = useState(true);
  const [ordersOf, setOrdersOf] = useState<AdminUser | null>(null);
  const [orders, setOrders] = useState<AdminOrderSummary[] | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const api = await shopApi();
      const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
      const page = await api.call(routes.adminListUsers, { query: query as never });
      setData({ items: page.items, total: page.total });
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
    } finally {
      setLoading(false);
    }
  }, [filters]);

  useEffect(() => {
    void load();
  }, [load]);

  const change = async (user: AdminUser, action: 'makeAdmin' | 'removeAdmin' | 'disable' | 'enable') => {
    try {
      const api = await shopApi();
      if (action === 'makeAdmin' || action === 'removeAdmin') {
        await api.call(routes.adminSetUserRole, { params: { uid: user.uid }, body: { role: action === 'makeAdmin' ? 'admin' : 'customer' } });
      } else if (action === 'disable') {
        await api.call(routes.adminDisableUser, { params: { uid: user.uid } });
      } else {
        await api.call(routes.adminEnableUser, { params: { uid: user.uid } });
      }
      notify(t('users.saved', { name: displayName(user) }), 'success');
      await load();
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
    }
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

  const confirmed = (title: string, label: string, onConfirm: () => Promise<void>, danger = false) => (
    <Popconfirm title={title} okText={t('users.confirm')} cancelText={t('users.cancel')} onConfirm={onConfirm}>
      <Button size="small" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );

  return (
    <article aria-busy={loading ? 'true' : 'false'}>
      <h1>{t('users.title')}</h1>
      <p>{t('users.intro')}</p>
      <Space wrap style={{ marginBottom: 16 }} role="search">
        <Input.Search
          allowClear
          aria-label={t('users.search')}
          placeholder={t('users.search')}
          onSearch={(q) => setFilters((current) => ({ ...current, q: q.trim() || undefined, page: 1 }))}
          style={{ width: 280 }}
        />
        <Select<Role | ''>
          aria-label={t('users.filter.role')}
          style={{ width: 180 }}
          value={filters.role ?? ''}
          onChange={(role) => setFilters((current) => ({ ...current, role: role || undefined, page: 1 }))}
          options={[
            { value: '', label: t('users.filter.anyRole') },
            { value: 'admin', label: t('users.role.admin') },
            { value: 'customer', label: t('users.role.customer') },
          ]}
        />
      </Space>
      <Table<AdminUser>
        rowKey="uid"
        loading={loading}
        dataSource={data?.items ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('users.empty') }}
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => setFilters((current) => ({ ...current, page, pageSize })),
        }}
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
          { title: t('users.col.role'), dataIndex: 'role', render: (role: Role) => <Tag color={role === 'admin' ? 'gold' : undefined}>{t(`users.role.${role}`)}</Tag> },
          {
            title: t('users.col.state'),
            dataIndex: 'disabled',
            render: (disabled: boolean) => <Tag color={disabled ? 'red' : 'green'}>{t(disabled ? 'users.state.disabled' : 'users.state.active')}</Tag>,
          },
          {
            title: t('users.col.orders'),
            dataIndex: 'orderCount',
            render: (count: number, user) => (
              <Button type="link" style={{ padding: 0 }} aria-label={t('users.showOrders', { name: displayName(user) })} onClick={() => void showOrders(user)}>
                {count}
              </Button>
            ),
          },
          { title: t('users.col.joined'), dataIndex: 'createdAt', render: (at: string) => new Date(at).toLocaleDateString(locale) },
          {
            title: t('users.col.lastSignIn'),
            dataIndex: 'lastSignInAt',
            render: (at: string | null) => (at ? new Date(at).toLocaleString(locale) : t('users.never')),
          },
          {
            title: t('users.col.actions'),
            key: 'actions',
            render: (_, user) => {
              if (me?.uid === user.uid) return null;
              const name = displayName(user);
              return (
                <Space wrap>
                  {user.role === 'admin'
                    ? confirmed(t('users.removeAdminConfirm', { name }), t('users.removeAdmin'), () => change(user, 'removeAdmin'))
                    : confirmed(t('users.makeAdminConfirm', { name }), t('users.makeAdmin'), () => change(user, 'makeAdmin'))}
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
                <li key={order.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }}>
                  <strong>{order.number}</strong> · {new Date(order.createdAt).toLocaleDateString(locale)} · {t(`orders.status.${order.status}`)} ·{' '}
                  {formatMoney(order.total, locale)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Drawer>
    </article>
  );
}
