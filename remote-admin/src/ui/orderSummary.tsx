import './orderSummary.messages';
import { useTranslation } from 'react-i18next';
import Tag from 'antd/es/tag';
import type { ColumnType } from 'antd/es/table/interface';
import type { AdminOrderSummary } from 'shared-contracts/api/admin';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { useLocale } from 'shared-contracts/ui/useLocale';

type Column = ColumnType<AdminOrderSummary>;

/** The columns of an order summary (orders page, dashboard), each with its heading and its cell. */
export function useOrderColumns(): Record<'number' | 'date' | 'customer' | 'status' | 'payment' | 'fulfilment' | 'total', Column> {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  return {
    number: { title: t('orders.col.number'), dataIndex: 'number' },
    date: { title: t('orders.col.date'), dataIndex: 'createdAt', render: (at: string) => formatDate(at, locale, 'dateTime') },
    customer: {
      title: t('orders.col.customer'),
      dataIndex: 'customer',
      render: (customer: AdminOrderSummary['customer']) => (customer ? customer.name || customer.email : t('orders.deletedCustomer')),
    },
    status: { title: t('orders.col.status'), dataIndex: 'status', render: (status: string) => <Tag>{t(`orders.status.${status}`)}</Tag> },
    payment: { title: t('orders.col.payment'), dataIndex: 'paymentStatus', render: (status: string) => <Tag>{t(`orders.payment.${status}`)}</Tag> },
    fulfilment: { title: t('orders.col.fulfilment'), dataIndex: 'fulfilmentStatus', render: (status: string) => <Tag>{t(`orders.fulfilment.${status}`)}</Tag> },
    total: { title: t('orders.col.total'), dataIndex: 'total', align: 'right', render: (total: number) => formatMoney(total, locale) },
  };
}
