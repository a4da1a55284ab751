import './DiscountsPage.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { Discount } from 'shared-contracts/api/discounts';
import { routes } from 'shared-contracts/api/routes';
import { formatMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { formatDate } from 'shared-contracts/i18n/dates';
import { notify } from 'shared-contracts/platform/toast';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { ConfirmButton } from '../ui/ConfirmButton';
import { PageHeading } from '../ui/PageHeading';
import { TableEmpty } from '../lists/TableEmpty';
import { useKeyboardScrollable } from '../ui/useKeyboardScrollable';
import { DiscountForm, toInput, useSaveDiscount } from './DiscountForm';

/**
 * Discount codes (/admin/dashboard/discounts): every code with its uses (held by orders not
 * cancelled, and how many of those are paid), create, edit, deactivate or activate again. Codes
 * are never deleted: orders name them. Each change is audited by the API.
 */
export default function DiscountsPage() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const list = useApiQuery(routes.adminListDiscounts);
  const categories = useApiQuery(routes.listCategories);
  const [editing, setEditing] = useState<Discount | 'new' | null>(null);
  // the table's sideways-scrolling box, focusable and named, as the other admin tables'
  const scrollable = useKeyboardScrollable<HTMLDivElement>(t('discounts.title'));
  const categoryName = new Map((categories.data?.items ?? []).map((category) => [category.id, category.name]));

  const { save } = useSaveDiscount();

  const setActive = async (discount: Discount, active: boolean) => {
    if ((await save({ ...toInput(discount), active }, discount)).ok) notify(t('discounts.saved', { code: discount.code }), 'success');
    list.reload();
  };

  const money = (paise: number) => formatMoney(paise, locale);
  return (
    <>
      <PageHeading title={t('discounts.title')} intro={t('discounts.intro')} />
      <p>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('discounts.new')}
        </Button>
      </p>
      {list.error !== undefined && <p role="alert">{apiErrorMessage(list.error)}</p>}
      <div ref={scrollable}>
        <Table<Discount>
          rowKey="id"
          size="small"
          loading={list.loading && !list.data}
          dataSource={list.data?.items ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <TableEmpty text={t('discounts.empty')} /> }}
          columns={[
            { title: t('discounts.col.code'), dataIndex: 'code', render: (code: string) => <strong>{code}</strong> },
            {
              title: t('discounts.col.discount'),
              key: 'discount',
              render: (_, d) => (d.kind === 'percentage' ? t('discounts.percentOff', { value: d.value }) : t('discounts.amountOff', { amount: money(d.value) })),
            },
            { title: t('discounts.col.minOrder'), dataIndex: 'minOrder', render: (value: number) => (value ? money(value) : t('discounts.none')) },
            {
              title: t('discounts.col.valid'),
              key: 'valid',
              render: (_, d) =>
                [d.validFrom && t('discounts.from', { date: formatDate(d.validFrom, locale, 'dateTime') }), d.validUntil && t('discounts.until', { date: formatDate(d.validUntil, locale, 'dateTime') })]
                  .filter(Boolean)
                  .join(' · ') || t('discounts.always'),
            },
            {
              title: t('discounts.col.uses'),
              key: 'uses',
              render: (_, d) => (
                <span data-testid={`uses-${d.code}`}>
                  {t('discounts.uses', { used: d.usedCount, limit: d.usageLimit ?? t('discounts.unlimited') })} · {t('discounts.paid', { count: d.paidCount })}
                </span>
              ),
            },
            { title: t('discounts.col.perCustomer'), dataIndex: 'perCustomerLimit', render: (value: number | null) => value ?? t('discounts.unlimited') },
            {
              title: t('discounts.col.applies'),
              key: 'applies',
              render: (_, d) => (d.categoryIds.length ? d.categoryIds.map((id) => categoryName.get(id) ?? id).join(', ') : t('discounts.allProducts')),
            },
            {
              title: t('discounts.col.status'),
              dataIndex: 'active',
              render: (active: boolean) => <Tag>{active ? t('discounts.active') : t('discounts.inactive')}</Tag>,
            },
            {
              title: t('discounts.col.actions'),
              key: 'actions',
              render: (_, d) => (
                <span style={{ display: 'inline-flex', gap: 8 }}>
                  <Button size="small" onClick={() => setEditing(d)}>
                    {t('discounts.edit', { code: d.code })}
                  </Button>
                  {d.active ? (
                    <ConfirmButton size="small" danger question={t('discounts.deactivateQuestion', { code: d.code })} onConfirm={() => setActive(d, false)}>
                      {t('discounts.deactivate')}
                    </ConfirmButton>
                  ) : (
                    <Button size="small" onClick={() => void setActive(d, true)}>
                      {t('discounts.activate')}
                    </Button>
                  )}
                </span>
              ),
            },
          ]}
        />
      </div>
      {editing && (
        <DiscountForm
          discount={editing === 'new' ? null : editing}
          categories={categories.data?.items ?? []}
          onClose={(saved) => {
            setEditing(null);
            if (saved) list.reload();
          }}
        />
      )}
    </>
  );
}
