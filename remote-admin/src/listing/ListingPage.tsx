import './ListingPage.messages';
import './TranslationFields.messages';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { routes } from 'shared-contracts/api/routes';
import { thumbnailUrl } from 'shared-contracts/api/storage';
import type { Category, Product } from 'shared-contracts/domain/catalogue';
import { formatMoney } from 'shared-contracts/domain/money';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { AdminTable } from '../lists/AdminTable';
import { useAdminList, useErrorToast } from '../lists/useAdminList';
import { ConfirmButton } from '../ui/ConfirmButton';
import { PageHeading } from '../ui/PageHeading';
import { FIRST_PRODUCTS, sortOf } from './filters';
import { ListingFilters } from './ListingFilters';
import { useProductActions } from './useProductActions';

const ProductForm = lazy(() => import('./ProductForm'));
const CsvImport = lazy(() => import('./CsvImport'));
const CategoriesEditor = lazy(() => import('./CategoriesEditor'));
const NO_CATEGORIES: Category[] = [];

/** The product table (/admin/dashboard/listing): search, filters, sort and pages on the server; create, edit, publish, delete, in bulk too; CSV out and in. */
export default function ListingPage() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const list = useAdminList(routes.adminListProducts, FIRST_PRODUCTS);
  const categoryList = useApiQuery(routes.listCategories);
  useErrorToast(categoryList.error);
  const categories = categoryList.data?.items ?? NO_CATEGORIES;
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [editingCategories, setEditingCategories] = useState(false);
  const { busy, publish, remove, exportCsv } = useProductActions({
    filters: list.filters,
    categories,
    done: () => {
      setSelected([]);
      list.reload();
    },
  });

  const categoryName = (id: string) => categories.find((category) => category.id === id)?.name ?? id;

  return (
    <article aria-busy={list.loading || busy ? 'true' : 'false'}>
      <PageHeading title={t('listing.title')} intro={t('listing.intro')} />
      <ListingFilters filters={list.filters} categories={categories} onChange={list.filter} />
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing(null)}>
          {t('listing.new')}
        </Button>
        <Button onClick={() => void exportCsv()} loading={busy}>
          {t('listing.csv.export')}
        </Button>
        <Button onClick={() => setEditingCategories(true)}>{t('categories.open')}</Button>
        <span role="group" aria-label={t('listing.bulk.label')} style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
          <Button disabled={selected.length === 0} onClick={() => void publish(selected, true)}>
            {t('listing.bulk.publish', { count: selected.length })}
          </Button>
          <Button disabled={selected.length === 0} onClick={() => void publish(selected, false)}>
            {t('listing.bulk.unpublish', { count: selected.length })}
          </Button>
          <ConfirmButton question={t('listing.bulk.deleteConfirm', { count: selected.length })} onConfirm={() => remove(selected)} disabled={selected.length === 0} danger>
            {t('listing.bulk.delete', { count: selected.length })}
          </ConfirmButton>
        </span>
      </Space>
      <Suspense fallback={null}>
        <div style={{ marginBottom: 12 }}>
          <CsvImport categories={categories} onImported={list.reload} />
        </div>
      </Suspense>
      <AdminTable<Product>
        label={t('listing.title')}
        list={list}
        rowKey="id"
        scrollX={900}
        emptyText={t('listing.empty')}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        onSort={(sorter) => {
          const sort = sortOf(sorter);
          list.setFilters((current) => (current.sort === sort ? current : { ...current, sort, page: 1 }));
        }}
        columns={[
          {
            title: t('listing.field.title'),
            dataIndex: 'title',
            sorter: true,
            render: (title: string, product) => (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                {product.images[0] ? <img src={thumbnailUrl(product.images[0], 80)} alt={product.images[0].alt} width={40} height={40} loading="lazy" decoding="async" style={{ objectFit: 'cover', borderRadius: 4, backgroundColor: product.images[0].color }} /> : null}
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
            // plain tags, the words say it: antd's coloured tags are below 4.5:1 contrast (e2e/a11y)
            render: (published: boolean) => <Tag>{t(published ? 'listing.published' : 'listing.hidden')}</Tag>,
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
                <ConfirmButton
                  question={t('listing.deleteConfirm', { title: product.title })}
                  onConfirm={() => remove([product.id])}
                  size="small"
                  danger
                  aria-label={t('listing.deleteOne', { title: product.title })}
                >
                  {t('listing.delete')}
                </ConfirmButton>
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        // wide enough at 1366 px for the translations side by side and the variant grid's every column (issue 38)
        size="min(1040px, 100vw)"
        title={editing ? t('listing.form.editTitle', { title: editing.title }) : t('listing.form.newTitle')}
        destroyOnHidden
      >
        {editing !== undefined ? (
          <Suspense fallback={<p aria-busy="true">{t('listing.loading')}</p>}>
            <ProductForm product={editing} categories={categories} onSaved={list.reload} />
          </Suspense>
        ) : null}
      </Drawer>
      <Drawer open={editingCategories} onClose={() => setEditingCategories(false)} size="min(960px, 100vw)" title={t('categories.title')} destroyOnHidden>
        {editingCategories ? (
          <Suspense fallback={<p aria-busy="true">{t('listing.loading')}</p>}>
            <CategoriesEditor onSaved={categoryList.reload} />
          </Suspense>
        ) : null}
      </Drawer>
    </article>
  );
}
