import './TranslationFields.messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { TRANSLATED_LOCALES } from 'shared-contracts/domain/translations';
import { toFormRules } from 'shared-contracts/validation/antd';
import { max } from 'shared-contracts/validation/rules';
import { ScrollRegion } from '../ui/ScrollRegion';

export interface TranslatedField {
  /** The English field's name in the form ('title'); its translations are at ['translations', locale, name]. */
  name: string;
  label: string;
  maxLength: number;
  multiline?: boolean;
}

/**
 * A catalogue record's texts side by side, English | Spanish | French (issue 15 item 2), inside an
 * antd Form: English is the form's own field (edited above, shown here to translate from), the
 * other two are `translations.<locale>.<field>`, optional. The API drops a blank one, and the shop
 * then shows the English text marked lang="en".
 */
export default function TranslationFields({ fields }: { fields: readonly TranslatedField[] }) {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance();
  const id = useId();
  const english = Form.useWatch((values: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field.name, values?.[field.name]])), form) as
    | Record<string, unknown>
    | undefined;
  // narrow enough for the product drawer at 1366 px (issue 38: French was cut off); narrower screens scroll the region
  const columns = { display: 'grid', gridTemplateColumns: '7rem repeat(3, minmax(10rem, 1fr))', gap: 12, alignItems: 'start', minWidth: '38rem' } as const;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} data-testid="translations">
      <legend style={{ fontSize: 'inherit', marginBottom: 4 }}>{t('translations.legend')}</legend>
      <p style={{ margin: '0 0 8px', opacity: 0.75 }}>{t('translations.help')}</p>
      <ScrollRegion label={t('translations.legend')} testId="translations-region">
        <div aria-hidden="true" style={{ ...columns, fontWeight: 600, marginBottom: 8 }}>
          <span>{t('translations.field')}</span>
          <span>{t('translations.en')}</span>
          {TRANSLATED_LOCALES.map((locale) => (
            <span key={locale}>{t(`translations.${locale}`)}</span>
          ))}
        </div>
        {fields.map((field) => {
          const text = typeof english?.[field.name] === 'string' ? (english[field.name] as string) : '';
          return (
            // each input is named by its language and described by its field: named by the field too, it
            // would answer to the English field's label ('Title') as well
            <div key={field.name} style={columns} data-testid={`translations-${field.name}`}>
              <span id={`${id}-${field.name}`}>{field.label}</span>
              <span lang="en" data-testid={`translations-en-${field.name}`} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', paddingTop: 4 }}>
                {text || t('translations.none')}
              </span>
              {TRANSLATED_LOCALES.map((locale) => {
                const label = t(`translations.${locale}`);
                const described = `${id}-${field.name}`;
                return (
                  <Form.Item key={locale} name={['translations', locale, field.name]} rules={toFormRules(max(field.maxLength))} style={{ marginBottom: 8 }}>
                    {field.multiline ? (
                      <Input.TextArea rows={4} maxLength={field.maxLength} lang={locale} aria-label={label} aria-describedby={described} />
                    ) : (
                      <Input maxLength={field.maxLength} lang={locale} aria-label={label} aria-describedby={described} />
                    )}
                  </Form.Item>
                );
              })}
            </div>
          );
        })}
      </ScrollRegion>
    </fieldset>
  );
}
