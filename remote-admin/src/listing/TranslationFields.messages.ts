/** The translations table of the product form and the category editor (TranslationFields, CategoriesEditor): admin namespace. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'translations.legend': 'Translations',
    'translations.help': 'English is required and is what the fields above say. Spanish and French are optional: a field left blank is shown in English.',
    'translations.field': 'Field',
    'translations.en': 'English',
    'translations.es': 'Spanish',
    'translations.fr': 'French',
    'translations.none': '(blank)',
    'categories.title': 'Categories',
    'categories.intro': 'Names and descriptions as shoppers read them, in each language.',
    'categories.edit': 'Edit {{name}}',
    'categories.name': 'Name',
    'categories.description': 'Description',
    'categories.save': 'Save category',
    'categories.saved': '{{name}} saved.',
    'categories.open': 'Categories and translations',
  },
  es: {
    'translations.legend': 'Traducciones',
    'translations.help': 'El inglés es obligatorio y es lo que dicen los campos de arriba. El español y el francés son opcionales: un campo vacío se muestra en inglés.',
    'translations.field': 'Campo',
    'translations.en': 'Inglés',
    'translations.es': 'Español',
    'translations.fr': 'Francés',
    'translations.none': '(vacío)',
    'categories.title': 'Categorías',
    'categories.intro': 'Nombres y descripciones tal como los leen los clientes, en cada idioma.',
    'categories.edit': 'Editar {{name}}',
    'categories.name': 'Nombre',
    'categories.description': 'Descripción',
    'categories.save': 'Guardar categoría',
    'categories.saved': '{{name}} guardada.',
    'categories.open': 'Categorías y traducciones',
  },
  fr: {
    'translations.legend': 'Traductions',
    'translations.help': "L'anglais est obligatoire : c'est le texte des champs ci-dessus. L'espagnol et le français sont facultatifs : un champ laissé vide s'affiche en anglais.",
    'translations.field': 'Champ',
    'translations.en': 'Anglais',
    'translations.es': 'Espagnol',
    'translations.fr': 'Français',
    'translations.none': '(vide)',
    'categories.title': 'Catégories',
    'categories.intro': 'Noms et descriptions tels que les clients les lisent, dans chaque langue.',
    'categories.edit': 'Modifier {{name}}',
    'categories.name': 'Nom',
    'categories.description': 'Description',
    'categories.save': 'Enregistrer la catégorie',
    'categories.saved': '{{name}} enregistrée.',
    'categories.open': 'Catégories et traductions',
  },
};

addAppMessages('admin', messages);
