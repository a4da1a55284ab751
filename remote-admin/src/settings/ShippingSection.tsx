import './ShippingSection.messages';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { SHIPPING_RULES, calendarDay, pinEntry, shippingRoutes } from 'shared-contracts/api/shipping';
import { WEEKDAYS, type ShippingTable, type ShippingZone, type Weekday } from 'shared-contracts/domain/delivery';
import { GST_STATE_CODES, GST_STATES } from 'shared-contracts/domain/gst';
import { paiseToRupees, rupeesToPaise } from 'shared-contracts/domain/money';
import { LOCALE_TAGS } from 'shared-contracts/i18n/locales';
import { shopApi } from 'shared-contracts/platform/api';
import { notify } from 'shared-contracts/platform/toast';
import { toFormRules } from 'shared-contracts/validation/antd';
import type { Rule } from 'shared-contracts/validation/rules';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useSectionSettings } from './useSectionSettings';

/**
 * Settings › Shipping (issue 32 item 2): the zones (by state and/or PIN-code prefix or range), each
 * with its rates by weight slab and/or order value, free-shipping threshold and transit days; the
 * store's dispatch days, cut-off and holidays. The API prices every cart and order with it and
 * refuses a table it cannot read (overlapping PIN codes, a state in two zones...) field by field.
 * The form shows rupees; the API keeps paise.
 */
const readShipping = async () => (await shopApi()).call(shippingRoutes.adminGetShipping);

type Rupees = number;
type ZoneForm = Omit<ShippingZone, 'weightSlabs' | 'extraPerKg' | 'valueSlabs' | 'freeAbove'> & {
  weightSlabs: { upToGrams: number; fee: Rupees }[];
  extraPerKg: Rupees;
  valueSlabs: { fromValue: Rupees; fee: Rupees }[];
  freeAbove: Rupees | null;
};
type FormValues = { zones: ZoneForm[]; dispatch: ShippingTable['dispatch'] };

const rupees = (paise: number) => paiseToRupees(paise);
const paise = (value: Rupees | null | undefined) => rupeesToPaise(value ?? 0);

export function toForm(table: ShippingTable): FormValues {
  return {
    zones: table.zones.map((zone) => ({
      ...zone,
      weightSlabs: zone.weightSlabs.map((slab) => ({ upToGrams: slab.upToGrams, fee: rupees(slab.fee) })),
      extraPerKg: rupees(zone.extraPerKg),
      valueSlabs: zone.valueSlabs.map((slab) => ({ fromValue: rupees(slab.fromValue), fee: rupees(slab.fee) })),
      freeAbove: zone.freeAbove === null ? null : rupees(zone.freeAbove),
    })),
    dispatch: table.dispatch,
  };
}

export function fromForm(values: FormValues): ShippingTable {
  return {
    zones: (values.zones ?? []).map((zone) => ({
      id: zone.id,
      name: zone.name ?? '',
      states: zone.states ?? [],
      pins: (zone.pins ?? []).map((pin) => pin.trim()),
      weightSlabs: (zone.weightSlabs ?? []).map((slab) => ({ upToGrams: slab.upToGrams, fee: paise(slab.fee) })),
      extraPerKg: paise(zone.extraPerKg),
      valueSlabs: (zone.valueSlabs ?? []).map((slab) => ({ fromValue: paise(slab.fromValue), fee: paise(slab.fee) })),
      freeAbove: zone.freeAbove === null || zone.freeAbove === undefined ? null : paise(zone.freeAbove),
      transitDays: zone.transitDays,
    })),
    dispatch: { days: values.dispatch?.days ?? [], cutoff: values.dispatch?.cutoff ?? '', holidays: values.dispatch?.holidays ?? [] },
  };
}

/** `rule` on every entry of a tags field (the first failing entry's message). */
const eachEntry =
  (rule: Rule): Rule =>
  (value) => {
    for (const entry of Array.isArray(value) ? value : []) {
      const verdict = rule(entry);
      if (verdict !== true) return verdict;
    }
    return true;
  };

const newZone = (): ZoneForm => ({
  id: `zone-${Math.random().toString(36).slice(2, 10)}`,
  name: '',
  states: [],
  pins: [],
  weightSlabs: [{ upToGrams: 500, fee: 50 }],
  extraPerKg: 0,
  valueSlabs: [],
  freeAbove: null,
  transitDays: 5,
});

const rules = {
  name: toFormRules(...SHIPPING_RULES.name),
  pins: toFormRules(eachEntry(pinEntry)),
  fee: toFormRules(...SHIPPING_RULES.fee),
  upToGrams: toFormRules(...SHIPPING_RULES.upToGrams),
  fromValue: toFormRules(...SHIPPING_RULES.fromValue),
  freeAbove: toFormRules(...SHIPPING_RULES.freeAbove),
  transitDays: toFormRules(...SHIPPING_RULES.transitDays),
  cutoff: toFormRules(...SHIPPING_RULES.cutoff),
  holidays: toFormRules(eachEntry(calendarDay)),
};

const stateOptions = GST_STATE_CODES.map((code) => ({ value: code, label: `${GST_STATES[code].name} (${code})` }));

/** A zone's rate slabs: each a bound (weight up to, or value from) and its fee; added and removed in place. */
function SlabList({ zone, list, bound, precision, addLabel }: { zone: number; list: 'weightSlabs' | 'valueSlabs'; bound: 'upToGrams' | 'fromValue'; precision: number; addLabel: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form.List name={[zone, list]}>
      {(slabs, slabActions) => (
        <>
          {slabs.map((slab) => (
            <div key={slab.key} style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-end', flexWrap: 'wrap' }}>
              <Form.Item name={[slab.name, bound]} label={t(`settings.shipping.${bound}`)} rules={rules[bound]}>
                <InputNumber precision={precision} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name={[slab.name, 'fee']} label={t('settings.shipping.fee')} rules={rules.fee}>
                <InputNumber precision={2} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item>
                <Button onClick={() => slabActions.remove(slab.name)}>{t('settings.shipping.removeSlab')}</Button>
              </Form.Item>
            </div>
          ))}
          <Button type="dashed" onClick={() => slabActions.add({ [bound]: null, fee: null })} style={{ marginBottom: '1rem' }}>
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}

export default function ShippingSection() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [form] = Form.useForm<FormValues>();
  const [loaded] = useSectionSettings(readShipping);
  const saving = useApiMutation(shippingRoutes.adminSaveShipping, { form });

  const save = async (values: FormValues) => {
    const saved = await saving.mutate({ body: fromForm(values) });
    if (!saved.ok) return;
    form.setFieldsValue(toForm(saved.data));
    notify(t('settings.saved'), 'success');
  };

  // Monday first, named in the page's language (2023-01-01 was a Sunday)
  const weekday = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' });
  const dayOptions = WEEKDAYS.map((day: Weekday) => ({ value: day, label: weekday.format(new Date(Date.UTC(2023, 0, 1 + day))) }));

  if (!loaded) return <Spin />;
  return (
    <Form form={form} layout="vertical" initialValues={toForm(loaded)} onFinish={save} style={{ maxWidth: 760 }} aria-label={t('settings.tab.shipping')}>
      <p>{t('settings.shipping.intro')}</p>
      <Form.List name="zones">
        {(zones, { add, remove }) => (
          <>
            {zones.map((zone, index) => (
              <fieldset key={zone.key} aria-label={t('settings.shipping.zone', { n: index + 1 })} data-testid="shipping-zone" style={{ border: '1px solid #e5e7e1', borderRadius: 8, padding: '0.75rem 1rem', marginBottom: '1rem' }}>
                <legend style={{ fontWeight: 600, padding: '0 0.25rem', width: 'auto', border: 'none', marginBottom: 0, fontSize: '1rem' }}>{t('settings.shipping.zone', { n: index + 1 })}</legend>
                <Form.Item name={[zone.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item name={[zone.name, 'name']} label={t('settings.shipping.name')} rules={rules.name}>
                  <Input maxLength={60} />
                </Form.Item>
                <Form.Item name={[zone.name, 'states']} label={t('settings.shipping.states')} extra={t('settings.shipping.statesHelp')}>
                  <Select mode="multiple" options={stateOptions} optionFilterProp="label" allowClear />
                </Form.Item>
                <Form.Item name={[zone.name, 'pins']} label={t('settings.shipping.pins')} extra={t('settings.shipping.pinsHelp')} rules={rules.pins}>
                  <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
                </Form.Item>
                <h3 style={{ fontSize: '0.95rem' }}>{t('settings.shipping.weightSlabs')}</h3>
                <SlabList zone={zone.name} list="weightSlabs" bound="upToGrams" precision={0} addLabel={t('settings.shipping.addSlab')} />
                <Form.Item name={[zone.name, 'extraPerKg']} label={t('settings.shipping.extraPerKg')} rules={rules.fee}>
                  <InputNumber precision={2} style={{ width: 140 }} />
                </Form.Item>
                <h3 style={{ fontSize: '0.95rem' }}>{t('settings.shipping.valueSlabs')}</h3>
                <SlabList zone={zone.name} list="valueSlabs" bound="fromValue" precision={2} addLabel={t('settings.shipping.addValueSlab')} />
                <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
                  <Form.Item name={[zone.name, 'freeAbove']} label={t('settings.shipping.freeAbove')} extra={t('settings.shipping.freeAboveHelp')} rules={rules.freeAbove}>
                    <InputNumber precision={2} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[zone.name, 'transitDays']} label={t('settings.shipping.transitDays')} rules={rules.transitDays}>
                    <InputNumber precision={0} style={{ width: 120 }} />
                  </Form.Item>
                </div>
                <Button danger onClick={() => remove(zone.name)}>
                  {t('settings.shipping.removeZone')}
                </Button>
              </fieldset>
            ))}
            <Button type="dashed" onClick={() => add(newZone())} style={{ marginBottom: '1.5rem' }}>
              {t('settings.shipping.addZone')}
            </Button>
          </>
        )}
      </Form.List>
      <h3>{t('settings.shipping.dispatch')}</h3>
      <Form.Item name={['dispatch', 'days']} label={t('settings.shipping.days')}>
        <Checkbox.Group options={dayOptions} />
      </Form.Item>
      <Form.Item name={['dispatch', 'cutoff']} label={t('settings.shipping.cutoff')} extra={t('settings.shipping.cutoffHelp')} rules={rules.cutoff}>
        <Input style={{ width: 120 }} maxLength={5} />
      </Form.Item>
      <Form.Item name={['dispatch', 'holidays']} label={t('settings.shipping.holidays')} extra={t('settings.shipping.holidaysHelp')} rules={rules.holidays}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving.busy}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
