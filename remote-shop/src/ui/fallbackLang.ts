/**
 * `lang="en"` for a catalogue text the API sent in English for want of a translation (its
 * `untranslated` fields, shared-contracts/domain/translations): a screen reader then reads it as
 * English, and the browser hyphenates it as such. Undefined (the page's language) otherwise.
 */
export const fallbackLang = (item: { untranslated?: readonly string[] }, field: string): 'en' | undefined => (item.untranslated?.includes(field) ? 'en' : undefined);
