import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Upload from 'antd/es/upload';
import type { UploadProps } from 'antd/es/upload';
import { imageUploadResponseSchema, IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, MAX_PRODUCT_PRICE, MAX_PRODUCT_STOCK, type ProductInput } from 'shared-contracts/api/admin';
import { isApiError } from 'shared-contracts/api/api-error';
import { routes } from 'shared-contracts/api/routes';
import type { Category, Product, ProductImage } from 'shared-contracts/domain/catalogue';
import { GST_RATES } from 'shared-contracts/domain/gst';
import { paiseToRupees, rupeesToPaise } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api';
import { getIdToken } from 'shared-contracts/platform/auth';
import { loadRuntimeConfig } from 'shared-contracts/platform/config';
import { i18n } from 'shared-contracts/platform/i18n';
import { notify } from 'shared-contracts/platform/toast';
import { toFormRules } from 'shared-contracts/validation/antd';
import { max, maxNumber, minNumber, positiveNumber, required } from 'shared-contracts/validation/rules';
import { shopApi } from 'shared-contracts/platform/api';

type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];

type Values = {
  title: string;
  slug?: string;
  description?: string;
  categoryId: string;
  price: number;
  mrp?: number | null;
  gstRate: number;
  hsn?: string;
  stock: number;
  published: boolean;
};

/** A saved product as the API's input (for replacing it with other images). */
export function productToInput(product: Product, images: ProductImage[] = product.images): ProductInput {
  const { slug, title, description, categoryId, price, mrp, gstRate, hsn, stock, published } = product;
  return { slug, title, description, categoryId, price, mrp, gstRate, hsn, stock, published, images };
}

export interface ProductFormProps {
  product: Product | null;
  categories: Category[];
  /** After every save: the product as the server has it. */
  onSaved: (product: Product) => void;
}

/** Create or edit a product with the shared rules; once saved, its images: upload with progress, reorder, remove. */
export default function ProductForm({ product: initial, categories, onSaved }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const [product, setProduct] = useState<Product | null>(initial);
  const [saving, setSaving] = useState(false);

  const saved = (next: Product) => {
    setProduct(next);
    onSaved(next);
  };

  const submit = async (values: Values) => {
    setSaving(true);
    const body: ProductInput = {
      title: values.title,
      slug: values.slug?.trim() || undefined,
      description: values.description ?? '',
      categoryId: values.categoryId,
      price: rupeesToPaise(values.price),
      mrp: values.mrp === null || values.mrp === undefined ? null : rupeesToPaise(values.mrp),
      gstRate: values.gstRate as ProductInput['gstRate'],
      hsn: values.hsn?.trim() || null,
      stock: values.stock,
      published: values.published,
      images: product?.images ?? [],
    };
    try {
      const api = await shopApi();
      const next = product
        ? await api.call(routes.adminUpdateProduct, { params: { id: product.id }, body })
        : await api.call(routes.adminCreateProduct, { body });
      form.setFieldValue('slug', next.slug);
      saved(next);
      notify(product ? t('listing.form.updated', { title: next.title }) : t('listing.form.created', { title: next.title }), 'success');
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        form.setFields(Object.entries(error.fields).map(([name, errors]) => ({ name: name as keyof Values, errors })));
      } else notify(apiErrorMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  const replaceImages = async (images: ProductImage[]) => {
    if (!product) return;
    try {
      const api = await shopApi();
      saved(await api.call(routes.adminUpdateProduct, { params: { id: product.id }, body: productToInput(product, images) }));
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
    }
  };

  const moveImage = (index: number, by: -1 | 1) => {
    if (!product) return;
    const images = [...product.images];
    const [image] = images.splice(index, 1);
    images.splice(index + by, 0, image!);
    void replaceImages(images);
  };

  /** antd Upload's request: multipart to the real upload endpoint, with progress from the XHR. */
  const upload = async ({ file, onProgress, onSuccess, onError }: UploadRequestOption) => {
    if (!product) return;
    const [{ apiBaseUrl }, token] = await Promise.all([loadRuntimeConfig(), getIdToken()]);
    const data = new FormData();
    data.append('file', file as Blob);
    data.append('alt', product.title);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl.replace(/\/$/, '')}/admin/products/${encodeURIComponent(product.id)}/images`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept-language', i18n.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const parsed = imageUploadResponseSchema.safeParse(body);
      if (xhr.status >= 200 && xhr.status < 300 && parsed.success) {
        saved(parsed.data.product);
        onSuccess?.(body);
      } else {
        const fields = (body as { fields?: Record<string, string[]> } | undefined)?.fields;
        const message = fields ? Object.values(fields).flat()[0] : undefined;
        notify(message ?? apiErrorMessage((body as { code?: string } | undefined)?.code ?? 'unknown'), 'error');
        onError?.(new Error(message ?? `HTTP ${xhr.status}`));
      }
    };
    xhr.onerror = () => {
      notify(apiErrorMessage('network'), 'error');
      onError?.(new Error('network'));
    };
    xhr.send(data);
  };

  const initialValues: Partial<Values> = initial
    ? {
        title: initial.title,
        slug: initial.slug,
        description: initial.description,
        categoryId: initial.categoryId,
        price: paiseToRupees(initial.price),
        mrp: initial.mrp === null ? null : paiseToRupees(initial.mrp),
        gstRate: initial.gstRate,
        hsn: initial.hsn ?? '',
        stock: initial.stock,
        published: initial.published,
      }
    : { gstRate: 12, stock: 0, published: false };

  return (
    <div>
      <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} aria-label={t('listing.form.label')}>
        <Form.Item name="title" label={t('listing.field.title')} rules={toFormRules(required, max(120))}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="slug" label={t('listing.field.slug')} extra={t('listing.form.slugHelp')} rules={toFormRules(max(120))}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="description" label={t('listing.field.description')} rules={toFormRules(max(5000))}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
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
          <Form.Item
            name="stock"
            label={t('listing.field.stock')}
            rules={toFormRules(required, minNumber(0), maxNumber(MAX_PRODUCT_STOCK))}
            style={{ minWidth: 120 }}
          >
            <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="published" label={t('listing.field.published')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {product ? t('listing.form.save') : t('listing.form.create')}
        </Button>
      </Form>

      <section aria-labelledby="product-images-title" style={{ marginTop: 24 }}>
        <h3 id="product-images-title">{t('listing.images.title')}</h3>
        {product ? (
          <>
            <ol style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }} aria-label={t('listing.images.title')}>
              {product.images.map((image, index) => (
                <li key={`${image.url}-${index}`} style={{ display: 'flex', alignItems: 'center', gap: 8 }} data-testid="product-image">
                  <img src={image.url} alt={image.alt} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
                  <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('listing.images.position', { n: index + 1 })}</span>
                  <Button size="small" disabled={index === 0} onClick={() => moveImage(index, -1)} aria-label={t('listing.images.up', { n: index + 1 })}>
                    ↑
                  </Button>
                  <Button
                    size="small"
                    disabled={index === product.images.length - 1}
                    onClick={() => moveImage(index, 1)}
                    aria-label={t('listing.images.down', { n: index + 1 })}
                  >
                    ↓
                  </Button>
                  <Button size="small" danger onClick={() => void replaceImages(product.images.filter((_, at) => at !== index))} aria-label={t('listing.images.remove', { n: index + 1 })}>
                    {t('listing.images.removeShort')}
                  </Button>
                </li>
              ))}
            </ol>
            {product.images.length < MAX_PRODUCT_IMAGES ? (
              <Upload
                multiple
                accept={IMAGE_TYPES.join(',')}
                customRequest={(options) => void upload(options)}
                beforeUpload={(file) => {
                  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
                    notify(t('listing.images.badType'), 'error');
                    return Upload.LIST_IGNORE;
                  }
                  if (file.size > MAX_IMAGE_BYTES) {
                    notify(t('listing.images.tooBig'), 'error');
                    return Upload.LIST_IGNORE;
                  }
                  return true;
                }}
              >
                <Button>{t('listing.images.add')}</Button>
              </Upload>
            ) : null}
          </>
        ) : (
          <p>{t('listing.images.saveFirst')}</p>
        )}
      </section>
    </div>
  );
}
