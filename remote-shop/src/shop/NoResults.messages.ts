/** The texts of an empty /shop list's suggestions (NoResults.tsx, loaded with it). */
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'noResults.forQuery': 'Nothing in the shop matches “{{q}}”.',
    'noResults.everywhere': 'Search the whole shop for “{{q}}”',
    'noResults.categories': 'Browse a category instead',
    'noResults.newest': 'New in the shop',
  },
  es: {
    'noResults.forQuery': 'Nada en la tienda coincide con «{{q}}».',
    'noResults.everywhere': 'Buscar «{{q}}» en toda la tienda',
    'noResults.categories': 'Mira mejor una categoría',
    'noResults.newest': 'Novedades de la tienda',
  },
  fr: {
    'noResults.forQuery': 'Rien dans la boutique ne correspond à « {{q}} ».',
    'noResults.everywhere': 'Chercher « {{q}} » dans toute la boutique',
    'noResults.categories': 'Parcourez plutôt une catégorie',
    'noResults.newest': 'Nouveautés de la boutique',
  },
};

addAppMessages('shop', messages);
