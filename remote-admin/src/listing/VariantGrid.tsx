import './VariantGrid.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { isApiError, type ApiError } from 'shared-contracts/api/api-error';
import { routes } from 'shared-contracts/api/routes';
import type { VariantInput } from 'shared-contracts/api/variants';
import type { Product } from 'shared-contracts/domain/catalogue';
import { paiseToRupees, rupeesToPaise } from 'shared-contracts/domain/money';
import { MAX_PRODUCT_OPTIONS, variantLabel, type OptionTranslations, type ProductOption, type VariantOptionValue } from 'shared-contracts/domain/variants';
import { notify } from 'shared-contracts/platform/toast';
import { COLORS } from 'shared-contracts/ui/theme';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import OptionTranslationFields from './OptionTranslationFields';
import { stockNotice, withProductStock } from './variantStock';
import { ScrollRegion } from '../ui/ScrollRegion';

/** An option as typed: its name and its values as one comma-separated text, and their translations. */
type OptionRow = { name: string; values: string; translations: OptionTranslations };
const optionRows = (product: Product): OptionRow[] =>
  (product.options ?? []).map((option) => ({ name: option.name, values: option.values.join(', '), translations: option.translations ?? {} }));
/** A row of the grid: an existing variant (with `id` and its stock) or a new one (its first stock). */
type VariantRow = { id?: string; options: VariantOptionValue[]; sku: string; price: number | null; mrp: number | null; stock: number; images: string[] };

const splitValues = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

function rowsOf(product: Product): VariantRow[] {
  return (product.variants ?? []).map((variant) => ({
    id: variant.id,
    options: variant.options,
    sku: variant.sku ?? '',
    price: paiseToRupees(variant.price),
    mrp: variant.mrp === null ? null : paiseToRupees(variant.mrp),
    stock: variant.stock,
    images: variant.images,
  }));
}

/** Every combination of the options' values, in the options' order. */
function combinations(options: readonly ProductOption[]): VariantOptionValue[][] {
  return options.reduce<VariantOptionValue[][]>(
    (all, option) => all.flatMap((prefix) => option.values.map((value) => [...prefix, { name: option.name, value }])),
    [[]],
  );
}

const sameCombination = (a: readonly VariantOptionValue[], b: readonly VariantOptionValue[]) =>
  a.length === b.length && a.every((chosen, i) => chosen.name === b[i]!.name && chosen.value === b[i]!.value);

export interface VariantGridProps {
  product: Product;
  /** The grid was saved: the product as the server has it now (a newer version). */
  onSaved(product: Product): void;
  /** A variant's stock moved (the version stays). */
  onChanged(product: Product): void;
}

/**
 * The product form's options and variant grid, loaded with the form's other parts only when a saved
 * product is edited (ListingPage loads the form on demand). Options are typed as a name and its
 * values; "Make the grid" lists every combination (keeping the rows already there), and a row may
 * be removed for a combination not sold. A product's first grid starts its first variant with the
 * stock the product has, and says what saving does to it (variantStock.ts). Saved together from the product's version (stale: the
 * grid shows the product as it is now). An existing variant's stock moves by adjustments, like the
 * product's; a new one's is typed in the grid.
 */
/** The grid shows these itself: a save based on an old version, and per-field messages beside their cells. */
const isStale = (error: unknown): error is ApiError => isApiError(error) && error.code === 'datastale';
const hasFields = (error: unknown): error is ApiError => isApiError(error) && Object.keys(error.fields).length > 0;

export default function VariantGrid({ product, onSaved, onChanged }: VariantGridProps) {
  const { t } = useTranslation('admin');
  const [options, setOptions] = useState<OptionRow[]>(() => optionRows(product));
  const [rows, setRows] = useState<VariantRow[]>(() => rowsOf(product));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const saving = useApiMutation(routes.adminSaveVariants, { onError: (error) => isStale(error) || hasFields(error) });
  const adjusting = useApiMutation(routes.adminAdjustVariantStock, { onError: hasFields });
  const [deltas, setDeltas] = useState<Record<string, number | null>>({});
  const [reason, setReason] = useState('');

  const parsed: ProductOption[] = options.map((option) => ({ name: option.name.trim(), values: splitValues(option.values), translations: option.translations }));
  const fieldError = (name: string) =>
    errors[name] ? (
      <div role="alert" style={{ color: COLORS.error, fontSize: 12 }}>
        {errors[name]!.join(' ')}
      </div>
    ) : null;

  const reset = (next: Product) => {
    setOptions(optionRows(next));
    setRows(rowsOf(next));
  };

  const hasVariants = Boolean(product.variants?.length);
  const makeGrid = () =>
    setRows((current) =>
      withProductStock(
        combinations(parsed.filter((option) => option.name && option.values.length)).map(
          (combination) =>
            current.find((row) => sameCombination(row.options, combination)) ?? {
              options: combination,
              sku: '',
              price: paiseToRupees(product.price),
              mrp: product.mrp === null ? null : paiseToRupees(product.mrp),
              stock: 0,
              images: [],
            },
        ),
        product.stock,
        hasVariants,
      ),
    );
  const notice = stockNotice(rows, product.stock, hasVariants);

  const update = (index: number, change: Partial<VariantRow>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const save = async () => {
    setErrors({});
    const variants: VariantInput[] = rows.map((row) => ({
      ...(row.id ? { id: row.id } : { stock: row.stock }),
      sku: row.sku.trim() || null,
      options: row.options,
      price: row.price === null ? 0 : rupeesToPaise(row.price),
      mrp: row.mrp === null ? null : rupeesToPaise(row.mrp),
      images: row.images,
    }));
    const result = await saving.mutate({ params: { id: product.id }, body: { version: product.version, options: parsed, variants } });
    if (result.ok) {
      reset(result.data);
      onSaved(result.data);
      notify(t('listing.variants.saved', { title: result.data.title }), 'success');
    } else if (isStale(result.error)) {
      const current = (result.error.details as { current?: Product } | undefined)?.current;
      if (current) {
        reset(current);
        onSaved(current);
      }
      notify(t('listing.variants.stale'), 'warning');
    } else if (hasFields(result.error)) setErrors(result.error.fields);
  };

  const adjust = async (row: VariantRow) => {
    const delta = row.id ? deltas[row.id] : undefined;
    if (!row.id || !delta) return;
    setErrors({});
    const result = await adjusting.mutate({ params: { id: product.id, variantId: row.id }, body: { delta, reason } });
    if (result.ok) {
      const next = result.data;
      const stock = next.variants?.find((variant) => variant.id === row.id)?.stock ?? row.stock;
      setRows((current) => current.map((r) => (r.id === row.id ? { ...r, stock } : r)));
      setDeltas((current) => ({ ...current, [row.id!]: null }));
      onChanged(next);
      notify(t('listing.variants.adjusted', { variant: variantLabel(row.options), n: stock }), 'success');
    } else if (hasFields(result.error)) {
      setErrors(Object.fromEntries(Object.entries(result.error.fields).map(([name, messages]) => [name === 'delta' ? `delta.${row.id}` : name, messages])));
    }
  };

  const imageChoices = product.images.map((image, i) => ({ value: image.url, label: image.alt || `${i + 1}` }));
  const cell = { padding: '4px 6px', verticalAlign: 'top' } as const;

  return (
    <section aria-labelledby="product-variants-title" style={{ marginTop: 24 }} data-testid="variant-grid">
      <h3 id="product-variants-title">{t('listing.variants.title')}</h3>
      <p style={{ opacity: 0.8 }}>{t('listing.variants.help')}</p>
      {options.map((option, index) => (
        <div key={index} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8, alignItems: 'flex-start' }}>
          <div>
            <Input
              aria-label={t('listing.variants.optionName', { n: index + 1 })}
              value={option.name}
              maxLength={40}
              style={{ width: 160 }}
              onChange={(event) => setOptions((current) => current.map((o, i) => (i === index ? { ...o, name: event.target.value } : o)))}
            />
            {fieldError(`options.${index}.name`)}
          </div>
          <div style={{ flex: 1, minWidth: 200 }}>
            <Input
              aria-label={t('listing.variants.optionValues', { n: index + 1 })}
              value={option.values}
              onChange={(event) => setOptions((current) => current.map((o, i) => (i === index ? { ...o, values: event.target.value } : o)))}
            />
            {fieldError(`options.${index}.values`)}
          </div>
          <Button onClick={() => setOptions((current) => current.filter((_, i) => i !== index))}>{t('listing.variants.removeOption', { n: index + 1 })}</Button>
          <div style={{ flexBasis: '100%' }}>
            <OptionTranslationFields
              index={index}
              name={option.name.trim()}
              values={parsed[index]!.values}
              translations={option.translations}
              onChange={(translations) => setOptions((current) => current.map((o, i) => (i === index ? { ...o, translations } : o)))}
              fieldError={fieldError}
            />
          </div>
        </div>
      ))}
      {fieldError('options')}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        <Button disabled={options.length >= MAX_PRODUCT_OPTIONS} onClick={() => setOptions((current) => [...current, { name: '', values: '', translations: {} }])}>
          {t('listing.variants.addOption')}
        </Button>
        <Button onClick={makeGrid}>{t('listing.variants.makeGrid')}</Button>
      </div>
      {rows.length > 0 && (
        <ScrollRegion label={t('listing.variants.grid')} testId="variant-grid-region">
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                {['variant', 'sku', 'price', 'mrp', 'stock', 'images'].map((column) => (
                  <th key={column} scope="col" style={{ ...cell, textAlign: 'start' }}>
                    {t(`listing.variants.${column}`)}
                  </th>
                ))}
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const label = variantLabel(row.options);
                return (
                  <tr key={row.id ?? label} data-testid="variant-row" style={{ borderTop: `1px solid ${COLORS.border}` }}>
                    <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 500 }}>
                      {label}
                      {fieldError(`variants.${index}.options`)}
                    </th>
                    <td style={cell}>
                      <Input aria-label={`${t('listing.variants.sku')} ${label}`} value={row.sku} maxLength={64} style={{ width: 120 }} onChange={(event) => update(index, { sku: event.target.value })} />
                      {fieldError(`variants.${index}.sku`)}
                    </td>
                    <td style={cell}>
                      <InputNumber aria-label={`${t('listing.variants.price')} ${label}`} value={row.price} min={0} precision={2} style={{ width: 100 }} onChange={(value) => update(index, { price: value })} />
                      {fieldError(`variants.${index}.price`)}
                    </td>
                    <td style={cell}>
                      <InputNumber aria-label={`${t('listing.variants.mrp')} ${label}`} value={row.mrp} min={0} precision={2} style={{ width: 100 }} onChange={(value) => update(index, { mrp: value })} />
                      {fieldError(`variants.${index}.mrp`)}
                    </td>
                    <td style={cell}>
                      {row.id ? (
                        <div style={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
                          <span data-testid="variant-stock">{row.stock}</span>
                          <InputNumber
                            aria-label={t('listing.variants.delta', { variant: label })}
                            value={deltas[row.id] ?? null}
                            precision={0}
                            style={{ width: 80 }}
                            onChange={(value) => setDeltas((current) => ({ ...current, [row.id!]: value }))}
                          />
                          <Button size="small" disabled={!deltas[row.id] || !reason.trim()} onClick={() => void adjust(row)}>
                            {t('listing.variants.adjust')}
                          </Button>
                          {fieldError(`delta.${row.id}`)}
                        </div>
                      ) : (
                        <>
                          <InputNumber aria-label={`${t('listing.variants.stock')} ${label}`} value={row.stock} min={0} precision={0} style={{ width: 90 }} onChange={(value) => update(index, { stock: value ?? 0 })} />
                          {fieldError(`variants.${index}.stock`)}
                        </>
                      )}
                    </td>
                    <td style={cell}>
                      <Select
                        mode="multiple"
                        aria-label={`${t('listing.variants.images')} ${label}`}
                        value={row.images}
                        options={imageChoices}
                        maxTagCount="responsive"
                        style={{ width: 150 }}
                        onChange={(images: string[]) => update(index, { images })}
                      />
                    </td>
                    <td style={cell}>
                      <Button type="link" danger onClick={() => setRows((current) => current.filter((_, i) => i !== index))}>
                        {t('listing.variants.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {fieldError('variants')}
      {notice && (
        <p role="status" data-testid="variant-stock-notice" style={{ marginTop: 8, ...(notice.kind === 'changes' ? { color: COLORS.warning, fontWeight: 500 } : {}) }}>
          {notice.kind === 'carried'
            ? t('listing.variants.stockCarried', { n: notice.stock, variant: variantLabel(rows[0]!.options) })
            : t('listing.variants.stockChanges', { before: notice.before, total: notice.total })}
        </p>
      )}
      {rows.some((row) => row.id) && (
        <div style={{ marginTop: 8, maxWidth: 420 }}>
          <Input aria-label={t('listing.variants.reason')} placeholder={t('listing.variants.reason')} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
          {fieldError('reason')}
        </div>
      )}
      <Button type="primary" style={{ marginTop: 12 }} loading={saving.busy} onClick={() => void save()}>
        {t('listing.variants.save')}
      </Button>
    </section>
  );
}
