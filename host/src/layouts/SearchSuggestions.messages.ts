/** The texts of the header search's suggestions (layouts/SearchSuggestions), registered when that chunk loads. */
import type { Messages } from 'shared-contracts/i18n/completeness';

export const messages: Messages = {
  en: {
    'search.suggestions': 'Suggestions',
    'search.category': 'Category',
    'search.count_one': '{{count}} suggestion. Use the up and down arrows to choose.',
    'search.count_other': '{{count}} suggestions. Use the up and down arrows to choose.',
    'search.none': 'No suggestions. Press Enter to search.',
  },
  es: {
    'search.suggestions': 'Sugerencias',
    'search.category': 'Categoría',
    'search.count_one': '{{count}} sugerencia. Usa las flechas arriba y abajo para elegir.',
    'search.count_other': '{{count}} sugerencias. Usa las flechas arriba y abajo para elegir.',
    'search.none': 'No hay sugerencias. Pulsa Intro para buscar.',
  },
  fr: {
    'search.suggestions': 'Suggestions',
    'search.category': 'Catégorie',
    'search.count_one': '{{count}} suggestion. Utilisez les flèches haut et bas pour choisir.',
    'search.count_other': '{{count}} suggestions. Utilisez les flèches haut et bas pour choisir.',
    'search.none': 'Aucune suggestion. Appuyez sur Entrée pour rechercher.',
  },
};
