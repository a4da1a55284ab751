import { lazy, Suspense, useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import type { ValidatorRule } from '@rc-component/form/es/interface';
import {
  MAX_PRODUCT_PRICE,
  MAX_PRODUCT_STOCK,
  MAX_PRODUCT_TAGS,
  MAX_SKU_LENGTH,
  attributeKeyRules,
  attributeValueRules,
  distinctAttributeKeys,
  nonZeroRule,
  skuRules,
  tagRules,
  staleProductDetailsSchema,
  type ProductInput,
  type ProductUpdate,
} from 'shared-contracts/api/admin';
import { isApiError } from 'shared-contracts/api/api-error';
import { routes } from 'shared-contracts/api/routes';
import type { Category, Product, ProductAttribute, ProductImage } from 'shared-contracts/domain/catalogue';
import type { ProductTranslations } from 'shared-contracts/domain/translations';
import { GST_RATES } from 'shared-contracts/domain/gst';
import { formatMoney, paiseToRupees, rupeesToPaise } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';
import { SHIPPING_RULES } from 'shared-contracts/api/shipping';
import { toFormRules } from 'shared-contracts/validation/antd';
import { distinct, max, maxNumber, minNumber, positiveNumber, required, unique, uniqueWithBlank, type Rule } from 'shared-contracts/validation/rules';
import { shopApi } from 'shared-contracts/platform/api';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useLocale } from 'shared-contracts/ui/useLocale';
import ProductImages from './ProductImages';
import TranslationFields from './TranslationFields';

// the options and variant grid: its own chunk, fetched when a saved product is edited
const VariantGrid = lazy(() => import(/* webpackChunkName: "admin-variant-grid" */ './VariantGrid'));

type Values = {
  title: string;
  slug?: string;
  description?: string;
  categoryId: string;
  price: number;
  mrp?: number | null;
  gstRate: number;
  hsn?: string;
  /** Packed weight in grams (shipping weighs it). */
  weightGrams?: number | null;
  /** Only when creating: afterwards stock changes by adjustments. */
  stock?: number;
  published: boolean;
  sku?: string;
  tags?: string[];
  attributes?: ProductAttribute[];
  translations?: ProductTranslations;
};

/** Every tag judged by the tag rules: the first message of the first tag that fails. */
const eachTag: Rule = (tags) => {
  for (const tag of Array.isArray(tags) ? tags : []) {
    for (const rule of tagRules) {
      const verdict = rule(tag);
      if (verdict !== true) return verdict;
    }
  }
  return true;
};

type StockChange = { delta: number; reason: string };

const isStale = (error: unknown) => isApiError(error) && error.code === 'datastale';

/** The fields the form edits, as the product has them. */
const FORM_FIELDS = ['title', 'slug', 'sku', 'description', 'categoryId', 'price', 'mrp', 'gstRate', 'hsn', 'weightGrams', 'tags', 'attributes', 'published'] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** A saved product as the API's update (for replacing it with other images): based on the version the form holds. */
export function productToInput(product: Product, images: ProductImage[] = product.images): ProductUpdate {
  const { slug, title, description, categoryId, price, mrp, gstRate, hsn, published, version, sku, tags, attributes, weightGrams } = product;
  return { slug, title, description, categoryId, price, mrp, gstRate, hsn, published, images, version, sku, tags, attributes, ...(weightGrams === undefined ? {} : { weightGrams }) };
}

/** The form's values for a product. */
function valuesOf(product: Product): Values {
  return {
    title: product.title,
    slug: product.slug,
    description: product.description,
    categoryId: product.categoryId,
    price: paiseToRupees(product.price),
    mrp: product.mrp === null ? null : paiseToRupees(product.mrp),
    gstRate: product.gstRate,
    hsn: product.hsn ?? '',
    weightGrams: product.weightGrams ?? 0,
    published: product.published,
    sku: product.sku ?? '',
    tags: product.tags,
    attributes: product.attributes,
    translations: product.translations ?? {},
  };
}

/** The form's values as the product's fields (what a save would write). */
function fieldsOf(values: Values): Pick<Product, FormField> {
  return {
    title: values.title,
    slug: values.slug?.trim() ?? '',
    description: values.description ?? '',
    categoryId: values.categoryId,
    price: rupeesToPaise(values.price),
    mrp: values.mrp === null || values.mrp === undefined ? null : rupeesToPaise(values.mrp),
    gstRate: values.gstRate as Product['gstRate'],
    hsn: values.hsn?.trim() || null,
    weightGrams: values.weightGrams ?? 0,
    published: values.published,
    sku: values.sku?.trim() || null,
    tags: values.tags ?? [],
    attributes: (values.attributes ?? []).map((row) => ({ key: row?.key ?? '', value: row?.value ?? '' })),
  };
}

/** A field's value for comparing: none, '' and [] are all "nothing". */
const comparable = (value: unknown) => JSON.stringify(value === undefined || value === '' || (Array.isArray(value) && value.length === 0) ? null : value);

/** Whether someone else changed a field the form edits between `before` and `after`. */
const formFieldsDiffer = (before: Product, after: Product) => FORM_FIELDS.some((field) => comparable(before[field]) !== comparable(after[field]));

export interface ProductFormProps {
  product: Product | null;
  categories: Category[];
  /** After every save: the product as the server has it. */
  onSaved: (product: Product) => void;
}

/** Create or edit a product with the shared rules; once saved, its images (ProductImages): upload with progress, alt texts, reorder, remove. */
export default function ProductForm({ product: initial, categories, onSaved }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const [stockForm] = Form.useForm<StockChange>();
  /** The product as the server last answered it; its version is what the next save is based on. */
  const [product, setProduct] = useState<Product | null>(initial);
  /** The same, for answers that arrive after a re-render (uploads run side by side). */
  const latest = useRef<Product | null>(initial);
  /** The product as it is now, changed by someone else since the form was opened: shown until the admin chooses. */
  const [conflict, setConflict] = useState<Product | null>(null);
  /** A save refused as stale shows the product as it is now; other refusals go on the form's fields. */
  const update = useApiMutation(routes.adminUpdateProduct, {
    form,
    onError: (error) => {
      if (!isStale(error) || !latest.current) return false;
      void showCurrent(latest.current.id, error);
      return true;
    },
  });
  const creation = useApiMutation(routes.adminCreateProduct, { form });
  const adjusting = useApiMutation(routes.adminAdjustStock, { form: stockForm });
  const saving = update.busy || creation.busy;
  /** Slugs and SKUs the API said other products have: the unique rules refuse them again without asking (the SKU is optional: uniqueWithBlank). */
  const taken = useRef<{ slug: string[]; sku: string[] }>({ slug: [], sku: [] });

  const adopt = (next: Product) => {
    latest.current = next;
    setProduct(next);
  };

  /** After the form's own save: the product as the server has it now. */
  const saved = (next: Product) => {
    adopt(next);
    onSaved(next);
  };

  /**
   * After an immediate change (image upload, reorder, stock adjustment): its images and stock are
   * taken; if its form fields show someone else's change, the form keeps its version (a save would
   * be refused) and shows the newer values until the admin chooses.
   */
  const changedElsewhere = (next: Product) => {
    const current = latest.current;
    if (current && next.version < current.version) return; // an older answer arriving late
    if (current && formFieldsDiffer(current, next)) {
      setConflict(next);
      adopt({ ...current, images: next.images, stock: next.stock });
    } else adopt(next);
    onSaved(next);
  };

  /** A save refused as stale: show the product as it is now (sent with the refusal, else read) beside the form's values. */
  const showCurrent = async (id: string, error: unknown) => {
    const sent = staleProductDetailsSchema.safeParse(isApiError(error) ? error.details : undefined);
    if (sent.success) return setConflict(sent.data.current);
    try {
      const api = await shopApi();
      setConflict(await api.call(routes.adminGetProduct, { params: { id } }));
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
    }
  };

  const submit = async (values: Values) => {
    const fields = { ...fieldsOf(values), slug: values.slug?.trim() || undefined, images: product?.images ?? [], translations: values.translations ?? {} };
    const result = product
      ? await update.mutate({ params: { id: product.id }, body: { ...fields, version: product.version } })
      : await creation.mutate({ body: { ...fields, stock: values.stock ?? 0 } satisfies ProductInput });
    if (!result.ok) {
      const { error } = result;
      if (isApiError(error) && error.code === 'conflict') {
        if (error.fields.slug && fields.slug) taken.current.slug.push(fields.slug);
        if (error.fields.sku && fields.sku) taken.current.sku.push(fields.sku);
      }
      return;
    }
    const next = result.data;
    form.setFieldValue('slug', next.slug);
    saved(next);
    notify(product ? t('listing.form.updated', { title: next.title }) : t('listing.form.created', { title: next.title }), 'success');
  };

  /** Adds or takes stock from what the server has now (not what the form was opened with). */
  const adjustStock = async ({ delta, reason }: StockChange) => {
    if (!product) return;
    const result = await adjusting.mutate({ params: { id: product.id }, body: { delta, reason } });
    if (!result.ok) return;
    const next = result.data;
    changedElsewhere(next);
    stockForm.resetFields();
    notify(t('listing.stock.applied', { title: next.title, n: next.stock }), 'success');
  };

  /** The admin's choice after a conflict: start again from the current values, or keep the form's and save them over. */
  const resolve = (current: Product, loadCurrent: boolean) => {
    adopt(current);
    if (loadCurrent) form.setFieldsValue(valuesOf(current));
    setConflict(null);
  };

  /** The fields where the form and the current product differ, as the admin reads them. */
  const differences = (current: Product) => {
    const mine = fieldsOf(form.getFieldsValue(true) as Values);
    const shown = (field: FormField, value: unknown): string => {
      if (value === null || value === undefined || value === '') return '—';
      if (field === 'price' || field === 'mrp') return formatMoney(value as number, locale);
      if (field === 'categoryId') return categories.find((category) => category.id === value)?.name ?? String(value);
      if (field === 'published') return value ? t('listing.published') : t('listing.hidden');
      if (field === 'gstRate') return `${String(value)}%`;
      if (field === 'tags') return (value as string[]).join(', ') || '—';
      if (field === 'attributes') return (value as ProductAttribute[]).map((row) => `${row.key}: ${row.value}`).join('; ') || '—';
      return String(value);
    };
    return FORM_FIELDS.filter((field) => comparable(mine[field]) !== comparable(current[field]) && !(field === 'slug' && !mine.slug)).map(
      (field) => ({ field, mine: shown(field, mine[field]), now: shown(field, current[field]) }),
    );
  };

  const initialValues: Partial<Values> = initial ? valuesOf(initial) : { gstRate: 12, stock: 0, weightGrams: 0, published: false };

  return (
    <div>
      {conflict ? (
        <Alert
          type="warning"
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('listing.conflict.title')}
          description={
            <div data-testid="product-conflict">
              <p>{t('listing.conflict.intro')}</p>
              {(() => {
                const rows = differences(conflict);
                return rows.length > 0 ? (
                  <ul>
                    {rows.map((row) => (
                      <li key={row.field}>{t('listing.conflict.row', { field: t(`listing.field.${row.field}`), mine: row.mine, now: row.now })}</li>
                    ))}
                  </ul>
                ) : (
                  <p>{t('listing.conflict.same')}</p>
                );
              })()}
              <p>{t('listing.conflict.choose')}</p>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button type="primary" onClick={() => resolve(conflict, true)}>
                  {t('listing.conflict.load')}
                </Button>
                <Button onClick={() => resolve(conflict, false)}>{t('listing.conflict.keep')}</Button>
              </div>
            </div>
          }
        />
      ) : null}
      <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} aria-label={t('listing.form.label')}>
        <Form.Item name="title" label={t('listing.field.title')} rules={toFormRules(required, max(120))}>
          <Input maxLength={120} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item
            name="slug"
            label={t('listing.field.slug')}
            extra={t('listing.form.slugHelp')}
            rules={toFormRules(max(120), unique(() => taken.current.slug))}
            style={{ flex: 2, minWidth: 200 }}
          >
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item
            name="sku"
            label={t('listing.field.sku')}
            extra={t('listing.form.skuHelp')}
            rules={toFormRules(...skuRules, uniqueWithBlank(() => taken.current.sku))}
            style={{ flex: 1, minWidth: 160 }}
          >
            <Input maxLength={MAX_SKU_LENGTH} autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item name="description" label={t('listing.field.description')} rules={toFormRules(max(5000))}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <TranslationFields
          fields={[
            { name: 'title', label: t('listing.field.title'), maxLength: 120 },
            { name: 'description', label: t('listing.field.description'), maxLength: 5000, multiline: true },
          ]}
        />
        <Form.Item name="categoryId" label={t('listing.field.category')} rules={toFormRules(required)}>
          <Select options={categories.map((category) => ({ value: category.id, label: category.name }))} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item
            name="price"
            label={t('listing.field.price')}
            rules={toFormRules(required, positiveNumber, maxNumber(paiseToRupees(MAX_PRODUCT_PRICE)))}
            style={{ minWidth: 160 }}
          >
            <InputNumber min={0} step={1} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="mrp" label={t('listing.field.mrp')} rules={toFormRules(positiveNumber, maxNumber(paiseToRupees(MAX_PRODUCT_PRICE)))} style={{ minWidth: 160 }}>
            <InputNumber min={0} step={1} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="gstRate" label={t('listing.field.gstRate')} rules={toFormRules(required)} style={{ minWidth: 120 }}>
            <Select options={GST_RATES.map((rate) => ({ value: rate, label: `${rate}%` }))} />
          </Form.Item>
          <Form.Item name="hsn" label={t('listing.field.hsn')} style={{ minWidth: 140 }}>
            <Input maxLength={8} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="weightGrams" label={t('listing.field.weightGrams')} rules={toFormRules(...SHIPPING_RULES.weightGrams)} style={{ minWidth: 140 }}>
            {/* no min: a typed -1 must be reported, not clamped to 0 */}
            <InputNumber step={50} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          {product ? null : (
            <Form.Item
              name="stock"
              label={t('listing.field.stock')}
              rules={toFormRules(required, minNumber(0), maxNumber(MAX_PRODUCT_STOCK))}
              style={{ minWidth: 120 }}
            >
              {/* no min: a typed -3 must be reported, not clamped to 0 */}
              <InputNumber step={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
        </div>
        <Form.Item name="tags" label={t('listing.field.tags')} extra={t('listing.form.tagsHelp')} rules={toFormRules(distinct, eachTag, max(MAX_PRODUCT_TAGS))}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} aria-label={t('listing.field.tags')} />
        </Form.Item>
        {/* toFormRules gives validator rules only, the kind a Form.List takes */}
        <Form.List name="attributes" rules={toFormRules(distinctAttributeKeys) as ValidatorRule[]}>
          {(rows, { add, remove }, { errors }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} data-testid="product-attributes">
              <legend style={{ fontSize: 'inherit', marginBottom: 8 }}>{t('listing.field.attributes')}</legend>
              {rows.map((row, index) => (
                <div key={row.key} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                  <Form.Item name={[row.name, 'key']} rules={toFormRules(...attributeKeyRules)} style={{ flex: 1, minWidth: 140 }}>
                    <Input placeholder="material" aria-label={t('listing.attributes.key', { n: index + 1 })} autoComplete="off" />
                  </Form.Item>
                  <Form.Item name={[row.name, 'value']} rules={toFormRules(...attributeValueRules)} style={{ flex: 2, minWidth: 180 }}>
                    <Input aria-label={t('listing.attributes.value', { n: index + 1 })} />
                  </Form.Item>
                  <Button onClick={() => remove(row.name)} aria-label={t('listing.attributes.remove', { n: index + 1 })}>
                    {t('listing.images.removeShort')}
                  </Button>
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              <Button onClick={() => add({ key: '', value: '' })}>{t('listing.attributes.add')}</Button>
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="published" label={t('listing.field.published')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={conflict !== null}>
          {product ? t('listing.form.save') : t('listing.form.create')}
        </Button>
      </Form>

      {product ? (
        <section aria-labelledby="product-stock-title" style={{ marginTop: 24 }}>
          <h3 id="product-stock-title">{t('listing.stock.title')}</h3>
          <p data-testid="product-stock">{t('listing.stock.now', { n: product.stock })}</p>
          {product.variants?.length ? (
            <p>{t('listing.stock.byVariant')}</p>
          ) : (
            <Form<StockChange> form={stockForm} layout="vertical" onFinish={(values) => void adjustStock(values)} aria-label={t('listing.stock.title')}>
              <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <Form.Item
                  name="delta"
                  label={t('listing.stock.delta')}
                  rules={toFormRules(required, nonZeroRule, minNumber(-product.stock), maxNumber(MAX_PRODUCT_STOCK - product.stock))}
                  style={{ minWidth: 160 }}
                >
                  <InputNumber step={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name="reason" label={t('listing.stock.reason')} extra={t('listing.stock.reasonHelp')} rules={toFormRules(required, max(200))} style={{ flex: 1, minWidth: 200 }}>
                  <Input maxLength={200} />
                </Form.Item>
              </div>
              <Button htmlType="submit" loading={adjusting.busy}>
                {t('listing.stock.apply')}
              </Button>
            </Form>
          )}
        </section>
      ) : null}

      <ProductImages product={product} onChanged={changedElsewhere} onStale={(error) => product && void showCurrent(product.id, error)} />
      {product ? (
        <Suspense fallback={null}>
          <VariantGrid key={product.id} product={product} onSaved={saved} onChanged={changedElsewhere} />
        </Suspense>
      ) : null}
    </div>
  );
}
