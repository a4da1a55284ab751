import './DraftOrders.messages';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import type { PublicProduct } from 'shared-contracts/api/catalogue';
import { routes } from 'shared-contracts/api/routes';
import { MAX_QUANTITY_PER_LINE } from 'shared-contracts/domain/cart';
import { formatMoney } from 'shared-contracts/domain/money';
import { variantLabel } from 'shared-contracts/domain/variants';
import { shopApi } from 'shared-contracts/platform/api';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { required } from 'shared-contracts/validation/rules';
import { toFormRules } from 'shared-contracts/validation/antd';

/** A line as the form holds it: the product, its variant when it is sold by variant, how many. */
export type EditedLine = { productId?: string; variantId?: string; quantity: number };

/** What the line's product offers, as the catalogue answered (the title and variants to choose from). */
export type KnownProduct = Pick<PublicProduct, 'id' | 'title' | 'price' | 'variants'>;

/**
 * The lines of a draft or an edited order inside an antd Form (`lines`): each a product found by
 * searching the catalogue (the shop's own product search), its variant, a quantity. The server
 * prices them (the checkout's pricing); the form only chooses.
 */
export function LinesEditor({ known = [] }: { known?: readonly KnownProduct[] }) {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance();
  // read as they change: a product chosen offers its variants
  const lines = Form.useWatch('lines', form) as EditedLine[] | undefined;
  const [products, setProducts] = useState<Map<string, KnownProduct>>(() => new Map(known.map((product) => [product.id, product])));
  const [found, setFound] = useState<KnownProduct[]>([]);
  const { locale } = useLocale();

  const search = useCallback(async (q: string) => {
    const api = await shopApi();
    const page = await api.call(routes.listProducts, { query: { q: q || undefined, pageSize: 20 } });
    setFound(page.items);
    setProducts((before) => new Map([...before, ...page.items.map((item) => [item.id, item] as const)]));
  }, []);
  useEffect(() => {
    void search('');
    // an edited order's products, with their variants to choose from (by title: the shop's search)
    void (async () => {
      const api = await shopApi();
      for (const product of known) {
        const page = await api.call(routes.listProducts, { query: { q: product.title, pageSize: 5 } });
        const same = page.items.find((item) => item.id === product.id);
        if (same) setProducts((before) => new Map(before).set(same.id, same));
      }
    })();
    // once, for the products the form opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` is the form's starting point, not a live input
  }, [search]);

  return (
    <fieldset>
      <legend>{t('lines.legend')}</legend>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const productId = lines?.[field.name]?.productId;
              const product = productId ? products.get(productId) : undefined;
              const options = [...new Map([...(product ? [product] : []), ...found].map((item) => [item.id, item])).values()];
              return (
                <div key={field.key} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid={`line-${index}`}>
                  <Form.Item name={[field.name, 'productId']} label={t('lines.product')} rules={toFormRules(required)} style={{ minWidth: 260, flex: 2 }}>
                    <Select
                      showSearch
                      filterOption={false}
                      placeholder={t('lines.search')}
                      onSearch={(q) => void search(q)}
                      onChange={() => form.setFieldValue(['lines', field.name, 'variantId'], undefined)}
                      options={options.map((item) => ({ value: item.id, label: `${item.title} · ${formatMoney(item.price, locale)}` }))}
                    />
                  </Form.Item>
                  {product?.variants?.length ? (
                    <Form.Item name={[field.name, 'variantId']} label={t('lines.variant')} rules={toFormRules(required)} style={{ minWidth: 180, flex: 1 }}>
                      <Select options={product.variants.map((variant) => ({ value: variant.id, label: `${variantLabel(variant.options)} · ${formatMoney(variant.price, locale)}` }))} />
                    </Form.Item>
                  ) : null}
                  <Form.Item name={[field.name, 'quantity']} label={t('lines.quantity')} rules={toFormRules(required)} style={{ width: 110 }}>
                    <InputNumber min={1} max={MAX_QUANTITY_PER_LINE} precision={0} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)} aria-label={t('lines.remove', { n: index + 1 })} style={{ marginTop: 30 }}>
                    ×
                  </Button>
                </div>
              );
            })}
            <Button onClick={() => add({ quantity: 1 })}>{t('lines.add')}</Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

/** The form's lines as the API takes them. */
export const toRequestLines = (lines: readonly EditedLine[]) =>
  lines.filter((line) => line.productId).map((line) => ({ productId: line.productId!, ...(line.variantId ? { variantId: line.variantId } : {}), quantity: line.quantity }));
