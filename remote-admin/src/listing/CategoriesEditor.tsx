import './TranslationFields.messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { MAX_CATEGORY_DESCRIPTION, MAX_CATEGORY_NAME, categoryRoutes, type AdminCategory } from 'shared-contracts/api/categories';
import type { CategoryTranslations } from 'shared-contracts/domain/translations';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { shopApi } from 'shared-contracts/platform/api';
import { notify } from 'shared-contracts/platform/toast';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { toFormRules } from 'shared-contracts/validation/antd';
import { max, required } from 'shared-contracts/validation/rules';
import TranslationFields from './TranslationFields';

type Values = { name: string; description?: string; translations?: CategoryTranslations };

/**
 * The categories' names and descriptions, English | Spanish | French side by side (issue 15 item 2):
 * pick one, edit, save. Loaded on demand from the product listing (its own chunk).
 */
export default function CategoriesEditor({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const [categories, setCategories] = useState<AdminCategory[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const saving = useApiMutation(categoryRoutes.adminUpdateCategory, { form });

  useEffect(() => {
    let live = true;
    void shopApi()
      .then((api) => api.call(categoryRoutes.adminListCategories))
      .then(
        ({ items }) => {
          if (!live) return;
          setCategories(items);
          setChosen((current) => current ?? items[0]?.id ?? null);
        },
        (error: unknown) => live && notify(apiErrorMessage(error), 'error'),
      );
    return () => {
      live = false;
    };
  }, []);

  const category = categories?.find((each) => each.id === chosen);
  useEffect(() => {
    if (category) form.setFieldsValue({ name: category.name, description: category.description, translations: category.translations });
    // only when another category is chosen (or first read), not on every answer
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `category` stands for `chosen` here
  }, [chosen, categories === null]);

  const save = async (values: Values) => {
    if (!category) return;
    const result = await saving.mutate({
      params: { id: category.id },
      body: { name: values.name, description: values.description ?? '', translations: values.translations ?? {} },
    });
    if (!result.ok) return;
    const saved = result.data;
    setCategories((list) => list?.map((each) => (each.id === saved.id ? saved : each)) ?? null);
    form.setFieldsValue({ name: saved.name, description: saved.description, translations: saved.translations });
    notify(t('categories.saved', { name: saved.name }), 'success');
    onSaved();
  };

  if (!categories) return <p aria-busy="true">{t('listing.loading')}</p>;
  return (
    <div data-testid="categories-editor">
      <p>{t('categories.intro')}</p>
      <div role="group" aria-label={t('categories.title')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
        {categories.map((each) => (
          <Button key={each.id} type={each.id === chosen ? 'primary' : 'default'} aria-pressed={each.id === chosen} onClick={() => setChosen(each.id)}>
            {each.name}
          </Button>
        ))}
      </div>
      {category ? (
        <Form<Values> form={form} layout="vertical" onFinish={(values) => void save(values)} aria-label={t('categories.edit', { name: category.name })}>
          <Form.Item name="name" label={t('categories.name')} rules={toFormRules(required, max(MAX_CATEGORY_NAME))}>
            <Input maxLength={MAX_CATEGORY_NAME} />
          </Form.Item>
          <Form.Item name="description" label={t('categories.description')} rules={toFormRules(max(MAX_CATEGORY_DESCRIPTION))}>
            <Input.TextArea rows={2} maxLength={MAX_CATEGORY_DESCRIPTION} />
          </Form.Item>
          <TranslationFields
            fields={[
              { name: 'name', label: t('categories.name'), maxLength: MAX_CATEGORY_NAME },
              { name: 'description', label: t('categories.description'), maxLength: MAX_CATEGORY_DESCRIPTION, multiline: true },
            ]}
          />
          <Button type="primary" htmlType="submit" loading={saving.busy}>
            {t('categories.save')}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
