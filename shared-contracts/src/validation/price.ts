/**
 * The price range's rule, shared by the API's product query and the shop page's filter. It lives
 * apart from ./rules so the shop page, a first visit, does not load every form rule with it.
 */
import { formatMoney, type Paise } from 'shared-contracts/domain/money';
import type { Rule } from './rules';
import { translate, translationLocale } from './translate';

/**
 * The high end of a price range is not below its low end `min` (both in paise). The message names
 * the low end in rupees, as the shopper typed it, never in paise.
 */
export function notBelowPrice(min: Paise): Rule<Paise> {
  return (max) => (max >= min ? true : translate('priceRange', { min: formatMoney(min, translationLocale()) }));
}
