import './VariantPicker.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProduct, PublicVariant } from 'shared-contracts/api/catalogue';
import { findVariant, variantChoice } from 'shared-contracts/domain/variants';
import { useSearchParams } from 'shared-contracts/ui/router';
import { COLORS } from 'shared-contracts/ui/theme';

/** The URL's query parameter naming the chosen variant (its id, or its SKU whatever the case). */
export const VARIANT_PARAM = 'variant';

/** The variant a link names (`?variant=`, by id or SKU), else the first one in stock, else the first. */
function initialVariant(variants: readonly PublicVariant[], named: string | null): PublicVariant | undefined {
  const wanted = named?.toLowerCase();
  return (
    (wanted ? variants.find((variant) => variant.id === named || variant.sku?.toLowerCase() === wanted) : undefined) ??
    variants.find((variant) => variant.stockLevel !== 'sold_out') ??
    variants[0]
  );
}

export interface VariantChoice {
  /** The variant of the chosen values; undefined for a combination the shop does not sell (or a product without variants). */
  variant: PublicVariant | undefined;
  /** The chosen value of each option. */
  chosen: Record<string, string>;
  choose(option: string, value: string): void;
}

/**
 * The shopper's choice of a product's options, kept in the URL (`?variant=`) so a link, a reload
 * and the back button show the same variant, and so the server renders the page as the browser
 * will (the first render reads only the URL and the product: no hydration mismatch). A combination
 * the shop does not sell is kept here only, and the URL loses its variant.
 */
export function useVariantChoice(product: Pick<PublicProduct, 'id' | 'options' | 'variants'>): VariantChoice {
  const [params, setParams] = useSearchParams();
  const variants = product.variants ?? [];
  const fromUrl = () => {
    const variant = initialVariant(variants, params.get(VARIANT_PARAM));
    return variant ? variantChoice(variant) : {};
  };
  const [state, setState] = useState(() => ({ productId: product.id, chosen: fromUrl() }));
  // another product (a related one) on the same page: its own choice
  let chosen = state.chosen;
  if (state.productId !== product.id) {
    chosen = fromUrl();
    setState({ productId: product.id, chosen });
  }
  const variant = variants.length ? findVariant(variants, chosen) : undefined;

  const choose = (option: string, value: string) => {
    const next = { ...chosen, [option]: value };
    setState({ productId: product.id, chosen: next });
    const found = findVariant(variants, next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (found) updated.set(VARIANT_PARAM, found.id);
        else updated.delete(VARIANT_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { variant, chosen, choose };
}

/**
 * One group of buttons per option (radio buttons: one value each, arrow keys move between them);
 * a value that makes no variant with the others chosen says so in its label. Nothing for a product
 * without options.
 */
export function VariantPicker({ product, choice }: { product: Pick<PublicProduct, 'id' | 'options' | 'variants'>; choice: VariantChoice }) {
  const { t } = useTranslation('shop');
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  if (!options.length) return null;
  return (
    <div className="variant-picker" data-testid="variant-picker">
      {options.map((option) => (
        <fieldset key={option.name} style={{ border: 0, padding: 0, margin: '0 0 .75rem' }}>
          <legend style={{ fontWeight: 600, marginBottom: '.35rem' }}>
            {option.name}: <span style={{ fontWeight: 400 }}>{choice.chosen[option.name] ?? ''}</span>
          </legend>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '.5rem' }}>
            {option.values.map((value) => {
              const would = findVariant(variants, { ...choice.chosen, [option.name]: value });
              const selected = choice.chosen[option.name] === value;
              const label = !would ? t('variant.notSold', { value }) : would.stockLevel === 'sold_out' ? t('variant.soldOut', { value }) : value;
              return (
                <label
                  key={value}
                  title={label}
                  style={{
                    minWidth: 44,
                    minHeight: 44,
                    padding: '0 .9rem',
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    borderRadius: 6,
                    cursor: 'pointer',
                    border: `${selected ? 2 : 1}px solid ${selected ? COLORS.primary : COLORS.border}`,
                    textDecoration: would && would.stockLevel !== 'sold_out' ? undefined : 'line-through',
                    opacity: would ? 1 : 0.6,
                  }}
                >
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={`${product.id}-${option.name}`}
                    value={value}
                    checked={selected}
                    aria-label={label}
                    onChange={() => choice.choose(option.name, value)}
                  />
                  {value}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {!choice.variant && (
        <p role="status" data-testid="variant-unavailable" style={{ color: COLORS.error, margin: 0 }}>
          {Object.keys(choice.chosen).length < options.length
            ? t('variant.choose', { options: options.map((option) => option.name).join(', ') })
            : t('variant.unavailable')}
        </p>
      )}
    </div>
  );
}
