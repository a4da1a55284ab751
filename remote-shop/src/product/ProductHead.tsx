import { useTranslation } from 'react-i18next';
import type { ProductDetail } from 'shared-contracts/api/catalogue';
import type { StockLevel } from 'shared-contracts/domain/catalogue';
import { CURRENCY, paiseToRupees } from 'shared-contracts/domain/money';
import { localizePath } from 'shared-contracts/i18n/locales';
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import { absoluteUrl, PageHead, snippet, usePublicOrigin } from 'shared-contracts/ui/PageHead';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useStore } from 'shared-contracts/ui/useStore';

const AVAILABILITY: Record<StockLevel, string> = {
  in_stock: 'https://schema.org/InStock',
  few_left: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/OutOfStock',
};

/** Paise to rupees as structured data writes a price: '1499.00'. */
const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/** The photo previews show: the first one's largest copy. */
function previewImage({ product }: ProductDetail): string | undefined {
  const image = product.images[0];
  if (!image) return undefined;
  return [...(image.variants ?? [])].sort((a, b) => b.width - a.width)[0]?.url ?? image.url;
}

/**
 * The product page's head (shared-contracts/ui/PageHead): its title, description, canonical address
 * and alternates, the preview (photo, price) and JSON-LD `Product` with its INR `Offer` and the
 * page's own breadcrumb as a `BreadcrumbList`. In the page's locale, from the product it shows.
 */
export function ProductHead({ detail }: { detail: ProductDetail }) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  const origin = usePublicOrigin();
  const { tradingName } = useStore();
  const { product, category } = detail;
  const path = productPath(product.slug);
  const url = `${origin}${localizePath(path, locale)}`;
  const shopUrl = `${origin}${localizePath(PATHS.shop, locale)}`;
  const image = previewImage(detail);
  const absoluteImage = image && absoluteUrl(origin, image);
  const description = snippet(product.description) || undefined;
  const price = rupees(product.price);
  return (
    <PageHead
      title={t('product.pageTitle', { title: product.title, interpolation: { escapeValue: false } })}
      description={description}
      path={path}
      type="product"
      image={image}
      properties={[
        { property: 'product:price:amount', content: price },
        { property: 'product:price:currency', content: CURRENCY },
      ]}
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.title,
          ...(description && { description }),
          ...(absoluteImage && { image: [absoluteImage] }),
          url,
          category: category.name,
          offers: {
            '@type': 'Offer',
            url,
            price,
            priceCurrency: CURRENCY,
            availability: AVAILABILITY[product.stockLevel],
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: tradingName },
          },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          // As the page's own breadcrumb: the shop, the product's category in it, the product.
          itemListElement: [
            { name: t('product.shopLink'), item: shopUrl },
            { name: category.name, item: `${shopUrl}?category=${encodeURIComponent(category.slug)}` },
            { name: product.title, item: url },
          ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
        },
      ]}
    />
  );
}
