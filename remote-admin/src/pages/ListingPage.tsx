import '../i18n/messages';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { SorterResult } from 'antd/es/table/interface';
import { ADMIN_PRODUCT_SORTS } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import type { Category, Product } from 'shared-contracts/domain/catalogue';
import { formatMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api';
import { notify } from 'shared-contracts/platform/toast';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { shopApi } from 'shared-contracts/platform/api';
import { productsToCsv } from '../listing/csv';

const ProductForm = lazy(() => import('../listing/ProductForm'));
const CsvImport = lazy(() => import('../listing/CsvImport'));

type Sort = (typeof ADMIN_PRODUCT_SORTS)[number];
type Filters = { q?: string; category?: string; published?: boolean; maxStock?: number; sort: Sort; page: number; pageSize: number };
/** Low stock: at most this many left. */
const LOW_STOCK = 5;

/** The product table (/admin/dashboard/listing): search, filters, sort and pages on the server; create, edit, publish, delete, in bulk too; CSV out and in. */
export default function ListingPage() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [filters, setFilters] = useState<Filters>({ sort: 'updated', page: 1, pageSize: 20 });
  const [data, setData] = useState<{ items: Product[]; total: number }>();
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const api = await shopApi();
      const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
      const page = await api.call(routes.adminListProducts, { query: query as never });
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

  useEffect(() => {
    void shopApi()
      .then((api) => api.call(routes.listCategories))
      .then((list) => setCategories(list.items))
      .catch((error: unknown) => notify(apiErrorMessage(error), 'error'));
  }, []);

  const categoryName = (id: string) => categories.find((category) => category.id === id)?.name ?? id;

  /** Runs one action per product; reports how many failed, then reloads the table. */
  const forEach = async (ids: string[], action: (id: string) => Promise<unknown>, done: string) => {
    setBusy(true);
    let failed = 0;
    let lastError: unknown;
    for (const id of ids) {
      try {
        await action(id);
      } catch (error) {
        failed += 1;
        lastError = error;
      }
    }
    setBusy(false);
    setSelected([]);
    if (failed > 0) notify(`${t('listing.bulk.failed', { count: failed })} ${apiErrorMessage(lastError)}`, 'error');
    else notify(done, 'success');
    await load();
  };

  const publish = async (ids: string[], on: boolean) => {
    const api = await shopApi();
    await forEach(
      ids,
      (id) => api.call(on ? routes.adminPublishProduct : routes.adminUnpublishProduct, { params: { id } }),
      t(on ? 'listing.bulk.published' : 'listing.bulk.unpublished', { count: ids.length }),
    );
  };
  const remove = async (ids: string[]) => {
    const api = await shopApi();
    await forEach(ids, (id) => api.call(routes.adminDeleteProduct, { params: { id } }), t('listing.bulk.deleted', { count: ids.length }));
  };

  /** Every product matching the filters (all pages) as a CSV download. */
  const exportCsv = async () => {
    setBusy(true);
    try {
      const api = await shopApi();
      const all: Product[] = [];
      for (let page = 1; ; page += 1) {
        const { q, category, published, maxStock, sort } = filters;
        const query = Object.fromEntries(Object.entries({ q, category, published, maxStock, sort, page, pageSize: 100 }).filter(([, value]) => value !== undefined && value !== ''));
        const result = await api.call(routes.adminListProducts, { query: query as never });
        all.push(...result.items);
        if (all.length >= result.total || result.items.length === 0) break;
      }
      const url = URL.createObjectURL(new Blob([productsToCsv(all, categories)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `products-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const onSort = (sorter: SorterResult<Product>) => {
    const byColumn: Record<string, [Sort, Sort]> = { price: ['price_asc', 'price_desc'], stock: ['stock_asc', 'stock_asc'], title: ['title', 'title'], updatedAt: ['updated', 'updated'] };
    const pair = sorter.order && typeof sorter.field === 'string' ? byColumn[sorter.field] : undefined;
    const sort: Sort = pair ? (sorter.order === 'ascend' ? pair[0] : pair[1]) : 'updated';
    setFilters((current) => (current.sort === sort ? current : { ...current, sort, page: 1 }));
  };

  return (
    <article aria-busy={loading || busy ? 'true' : 'false'}>
      <h1>{t('listing.title')}</h1>
      <p>{t('listing.intro')}</p>
      <Space wrap style={{ marginBottom: 12 }} role="search" aria-label={t('listing.filter.label')}>
        <Input.Search
          allowClear
          aria-label={t('listing.filter.search')}
          placeholder={t('listing.filter.search')}
          onSearch={(q) => setFilters((current) => ({ ...current, q: q.trim() || undefined, page: 1 }))}
          style={{ width: 240 }}
        />
        <Select<string>
          allowClear
          aria-label={t('listing.filter.category')}
          placeholder={t('listing.filter.category')}
          style={{ width: 180 }}
          value={filters.category}
          onChange={(category) => setFilters((current) => ({ ...current, category, page: 1 }))}
          options={categories.map((category) => ({ value: category.slug, label: category.name }))}
        />
        <Select<'yes' | 'no'>
          allowClear
          aria-label={t('listing.filter.published')}
          placeholder={t('listing.filter.published')}
          style={{ width: 160 }}
          value={filters.published === undefined ? undefined : filters.published ? 'yes' : 'no'}
          onChange={(value) => setFilters((current) => ({ ...current, published: value === undefined ? undefined : value === 'yes', page: 1 }))}
          options={[
            { value: 'yes', label: t('listing.published') },
            { value: 'no', label: t('listing.hidden') },
          ]}
        />
        <Select<'low' | 'out'>
          allowClear
          aria-label={t('listing.filter.stock')}
          placeholder={t('listing.filter.stock')}
          style={{ width: 160 }}
          value={filters.maxStock === undefined ? undefined : filters.maxStock === 0 ? 'out' : 'low'}
          onChange={(value) => setFilters((current) => ({ ...current, maxStock: value === undefined ? undefined : value === 'out' ? 0 : LOW_STOCK, page: 1 }))}
          options={[
            { value: 'low', label: t('listing.filter.lowStock', { n: LOW_STOCK }) },
            { value: 'out', label: t('listing.filter.outOfStock') },
          ]}
        />
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing(null)}>
          {t('listing.new')}
        </Button>
        <Button onClick={() => void exportCsv()} loading={busy}>
          {t('listing.csv.export')}
        </Button>
        <span role="group" aria-label={t('listing.bulk.label')} style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
          <Button disabled={selected.length === 0} onClick={() => void publish(selected, true)}>
            {t('listing.bulk.publish', { count: selected.length })}
          </Button>
          <Button disabled={selected.length === 0} onClick={() => void publish(selected, false)}>
            {t('listing.bulk.unpublish', { count: selected.length })}
          </Button>
          <Popconfirm
            title={t('listing.bulk.deleteConfirm', { count: selected.length })}
            okText={t('orders.yes')}
            cancelText={t('orders.no')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(selected)}
            disabled={selected.length === 0}
          >
            <Button danger disabled={selected.length === 0}>
              {t('listing.bulk.delete', { count: selected.length })}
            </Button>
          </Popconfirm>
        </span>
      </Space>
      <Suspense fallback={null}>
        <div style={{ marginBottom: 12 }}>
          <CsvImport categories={categories} onImported={() => void load()} />
        </div>
      </Suspense>
      <Table<Product>
        rowKey="id"
        loading={loading}
        dataSource={data?.items ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('listing.empty') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        onChange={(pagination, _filters, sorter) => {
          onSort(Array.isArray(sorter) ? sorter[0]! : sorter);
          setFilters((current) => ({ ...current, page: pagination.current ?? 1, pageSize: pagination.pageSize ?? current.pageSize }));
        }}
        pagination={{ current: filters.page, pageSize: filters.pageSize, total: data?.total ?? 0, showSizeChanger: true }}
        columns={[
          {
            title: t('listing.field.title'),
            dataIndex: 'title',
            sorter: true,
            render: (title: string, product) => (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                {product.images[0] ? <img src={product.images[0].url} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}
                <span>
                  {title}
                  <br />
                  <small>{product.slug}</small>
                </span>
              </span>
            ),
          },
          { title: t('listing.field.category'), dataIndex: 'categoryId', render: categoryName },
          { title: t('listing.field.price'), dataIndex: 'price', sorter: true, align: 'right', render: (price: number) => formatMoney(price, locale) },
          { title: t('listing.field.gstRate'), dataIndex: 'gstRate', align: 'right', render: (rate: number) => `${rate}%` },
          { title: t('listing.field.stock'), dataIndex: 'stock', sorter: true, align: 'right' },
          {
            title: t('listing.field.published'),
            dataIndex: 'published',
            render: (published: boolean) => (published ? <Tag color="green">{t('listing.published')}</Tag> : <Tag>{t('listing.hidden')}</Tag>),
          },
          {
            title: t('listing.actions'),
            key: 'actions',
            render: (_: unknown, product) => (
              <Space wrap size="small">
                <Button size="small" onClick={() => setEditing(product)} aria-label={t('listing.editOne', { title: product.title })}>
                  {t('listing.edit')}
                </Button>
                <Button size="small" onClick={() => void publish([product.id], !product.published)}>
                  {product.published ? t('listing.unpublish') : t('listing.publish')}
                </Button>
                <Popconfirm
                  title={t('listing.deleteConfirm', { title: product.title })}
                  okText={t('orders.yes')}
                  cancelText={t('orders.no')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove([product.id])}
                >
                  <Button size="small" danger aria-label={t('listing.deleteOne', { title: product.title })}>
                    {t('listing.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        size="min(720px, 100vw)"
        title={editing ? t('listing.form.editTitle', { title: editing.title }) : t('listing.form.newTitle')}
        destroyOnHidden
      >
        {editing !== undefined ? (
          <Suspense fallback={<p aria-busy="true">{t('listing.loading')}</p>}>
            <ProductForm product={editing} categories={categories} onSaved={() => void load()} />
          </Suspense>
        ) : null}
      </Drawer>
    </article>
  );
}
