import './OrdersPage.messages';
import { useTranslation } from 'react-i18next';
import Pagination from 'antd/es/pagination';
import type { RouteOutput } from 'shared-contracts/api/define';
import type { Routes } from 'shared-contracts/api/routes';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { StatusChips } from './StatusChips';

type OrderListProps = {
  list: RouteOutput<Routes['myOrders']>;
  page: number;
  /** The order whose detail is open. */
  selected: string | null;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
};

/** One page of the customer's orders, newest first: each opens its detail; pages below when there are more. */
export function OrderList({ list, page, selected, onOpen, onPage }: OrderListProps) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  return (
    <section aria-label={t('orders.listLabel')}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.items.map((order) => (
          <li key={order.id}>
            <button type="button" className="order-row" aria-current={order.id === selected ? 'true' : undefined} onClick={() => onOpen(order.id)} data-testid="order-row">
              <strong>{t('orders.number', { number: order.number })}</strong>
              <span style={{ float: 'right' }}>{formatMoney(order.total, locale)}</span>
              <br />
              <span style={{ fontSize: '0.9em', opacity: 0.8 }}>
                {formatDate(order.createdAt, locale)} · {t('orders.items', { count: order.itemCount })}
              </span>
              <br />
              <StatusChips status={order.status} paymentStatus={order.paymentStatus} fulfilmentStatus={order.fulfilmentStatus} />
            </button>
          </li>
        ))}
      </ul>
      {list.total > list.pageSize && <Pagination current={page} pageSize={list.pageSize} total={list.total} showSizeChanger={false} onChange={onPage} />}
    </section>
  );
}
