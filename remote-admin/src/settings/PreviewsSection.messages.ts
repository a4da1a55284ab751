/** Settings › Previews (PreviewsSection.tsx): texts in the admin namespace. The tab's label is here too, so SettingsPage imports this file. */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { addAppMessages } from 'shared-contracts/platform/i18n';

export const messages: Messages = {
  en: {
    'settings.tab.previews': 'Previews',
    'settings.previews.intro':
      'Try a remote’s new build on the live shop in this browser only: everyone else keeps the live versions. Pages are then drawn in the browser, under a “preview” banner with a button to leave.',
    'settings.previews.overrides': 'Overrides, one per line',
    'settings.previews.overridesHelp': 'remote::address of the build’s manifest, e.g. shop::https://preview.example.com/shop/mf-manifest.json. Remotes: {{remotes}}.',
    'settings.previews.start': 'Preview in this browser',
    'settings.previews.leave': 'Leave preview',
    'settings.previews.active': 'This browser previews: {{overrides}}',
    'settings.previews.none': 'This browser shows the live versions.',
  },
  es: {
    'settings.tab.previews': 'Vistas previas',
    'settings.previews.intro':
      'Prueba la nueva compilación de un remoto en la tienda real solo en este navegador: los demás siguen viendo las versiones publicadas. Las páginas se dibujan entonces en el navegador, bajo un aviso de «vista previa» con un botón para salir.',
    'settings.previews.overrides': 'Sustituciones, una por línea',
    'settings.previews.overridesHelp': 'remoto::dirección del manifiesto de la compilación, p. ej. shop::https://preview.example.com/shop/mf-manifest.json. Remotos: {{remotes}}.',
    'settings.previews.start': 'Vista previa en este navegador',
    'settings.previews.leave': 'Salir de la vista previa',
    'settings.previews.active': 'Este navegador muestra la vista previa de: {{overrides}}',
    'settings.previews.none': 'Este navegador muestra las versiones publicadas.',
  },
  fr: {
    'settings.tab.previews': 'Aperçus',
    'settings.previews.intro':
      'Essayez la nouvelle version d’un remote sur la boutique en ligne dans ce navigateur seulement : tous les autres gardent les versions en ligne. Les pages sont alors dessinées dans le navigateur, sous un bandeau « aperçu » avec un bouton pour en sortir.',
    'settings.previews.overrides': 'Remplacements, un par ligne',
    'settings.previews.overridesHelp': 'remote::adresse du manifeste de la version, ex. shop::https://preview.example.com/shop/mf-manifest.json. Remotes : {{remotes}}.',
    'settings.previews.start': 'Aperçu dans ce navigateur',
    'settings.previews.leave': 'Quitter l’aperçu',
    'settings.previews.active': 'Ce navigateur affiche l’aperçu de : {{overrides}}',
    'settings.previews.none': 'Ce navigateur affiche les versions en ligne.',
  },
};

addAppMessages('admin', messages);
