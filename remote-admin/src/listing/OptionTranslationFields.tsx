import './TranslationFields.messages';
import './VariantGrid.messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd/es/input';
import { MAX_TRANSLATED_OPTION } from 'shared-contracts/api/translations';
import { TRANSLATED_LOCALES, type TranslatedLocale } from 'shared-contracts/domain/translations';
import type { OptionTranslations } from 'shared-contracts/domain/variants';
import { ScrollRegion } from '../ui/ScrollRegion';

export interface OptionTranslationFieldsProps {
  /** The option's position, from 0: its fields' errors are `options.<index>.translations...`. */
  index: number;
  /** The option's English name and values, as typed. */
  name: string;
  values: readonly string[];
  translations: OptionTranslations;
  onChange(translations: OptionTranslations): void;
  fieldError(name: string): React.ReactNode;
}

/**
 * One option's name and values side by side, English | Spanish | French, as TranslationFields lays
 * out a product's texts: English is what the option's fields above say, the other two optional (the
 * API drops a blank one and the shop shows the English). Each value's translation is kept by its
 * English text, so reordering the values keeps them.
 */
export default function OptionTranslationFields({ index, name, values, translations, onChange, fieldError }: OptionTranslationFieldsProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const columns = { display: 'grid', gridTemplateColumns: '8rem repeat(3, minmax(8rem, 1fr))', gap: 8, alignItems: 'start', minWidth: '36rem' } as const;
  const set = (locale: TranslatedLocale, change: { name?: string } | { value: string; text: string }) => {
    const current = translations[locale] ?? {};
    const next = 'value' in change ? { ...current, values: { ...current.values, [change.value]: change.text } } : { ...current, name: change.name };
    onChange({ ...translations, [locale]: next });
  };
  const rows = [{ key: 'name', label: t('listing.variants.translationName'), english: name }, ...values.map((value) => ({ key: value, label: t('listing.variants.translationValue'), english: value }))];
  return (
    <details data-testid={`option-translations-${index}`} style={{ margin: '0 0 8px' }}>
      <summary>{t('listing.variants.translations', { n: index + 1 })}</summary>
      <ScrollRegion label={t('listing.variants.translations', { n: index + 1 })} style={{ marginTop: 8 }}>
        <div aria-hidden="true" style={{ ...columns, fontWeight: 600, marginBottom: 4 }}>
          <span>{t('translations.field')}</span>
          <span>{t('translations.en')}</span>
          {TRANSLATED_LOCALES.map((locale) => (
            <span key={locale}>{t(`translations.${locale}`)}</span>
          ))}
        </div>
        {rows.map((row, position) => {
          // each input is named by its language and described by the field and its English text
          const described = `${id}-${position}`;
          return (
            <div key={`${position}-${row.key}`} style={columns} data-testid={position === 0 ? `option-${index}-name` : `option-${index}-value-${row.key}`}>
              <span id={described}>{row.label}</span>
              <span id={`${described}-en`} lang="en" style={{ overflowWrap: 'anywhere', paddingTop: 4 }}>
                {row.english || t('translations.none')}
              </span>
              {TRANSLATED_LOCALES.map((locale) => (
                <div key={locale}>
                  <Input
                    lang={locale}
                    maxLength={MAX_TRANSLATED_OPTION}
                    aria-label={t(`translations.${locale}`)}
                    aria-describedby={`${described} ${described}-en`}
                    value={(position === 0 ? translations[locale]?.name : translations[locale]?.values?.[row.key]) ?? ''}
                    onChange={(event) => set(locale, position === 0 ? { name: event.target.value } : { value: row.key, text: event.target.value })}
                  />
                  {fieldError(position === 0 ? `options.${index}.translations.${locale}.name` : `options.${index}.translations.${locale}.values.${row.key}`)}
                </div>
              ))}
            </div>
          );
        })}
      </ScrollRegion>
    </details>
  );
}
