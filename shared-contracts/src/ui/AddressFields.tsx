/**
 * The fields of a delivery address inside an antd Form, judged by the same rules as the API
 * (api/address ADDRESS_FIELD_RULES, pincodeExists, stateOfPincode). Used by the account page's
 * address book and by the payment page. `name` is where the address sits in the form's values
 * (e.g. 'shippingAddress'); inside a Form.List, `name` is relative to it ([field.name]) and
 * `listName` is the list's own name ('addresses'). Labels are in the `common` namespace.
 *
 * The PIN code leads: once it has six digits the form asks the API where it is
 * (`GET /api/pincodes/:pincode`, cached by the browser), fills the state (replacing one the PIN
 * code is not in) and the city (unless the shopper typed their own), offers the PIN code's
 * localities as city suggestions, and refuses a PIN code India Post does not have. When the API
 * cannot be asked, nothing is refused here: the server judges the address anyway.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import type { Rule as FormRule } from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { ADDRESS_FIELD_RULES, pincodeExists, stateOfPincode } from 'shared-contracts/api/address';
import { isApiError } from 'shared-contracts/api/api-error';
import type { PincodeInfo } from 'shared-contracts/api/pincodes';
import { routes } from 'shared-contracts/api/routes';
import { GST_STATE_CODES, GST_STATES } from 'shared-contracts/domain/gst';
import { shopApi } from 'shared-contracts/platform/api';
import { toFormRules } from 'shared-contracts/validation/antd';

const stateOptions = GST_STATE_CODES.map((code) => ({ value: code, label: GST_STATES[code].name })).sort((a, b) => a.label.localeCompare(b.label));

const PINCODE_FORMAT = /^[1-9][0-9]{5}$/;

/** What the API said of a PIN code: its entry, null for a PIN code India Post does not have, undefined when it could not be asked. */
type Lookup = PincodeInfo | null | undefined;

/** One request per PIN code per page, shared by the fields' validators and the filling in. */
const lookups = new Map<string, Promise<Lookup>>();

/** Where `pincode` is, if it has the PIN-code form; undefined otherwise. */
export function lookupPincodeOnce(pincode: unknown): Promise<Lookup> {
  const pin = typeof pincode === 'string' ? pincode.trim() : '';
  if (!PINCODE_FORMAT.test(pin)) return Promise.resolve(undefined);
  let found = lookups.get(pin);
  if (!found) {
    found = shopApi()
      .then((api) => api.call(routes.lookupPincode, { params: { pincode: pin } }))
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        lookups.delete(pin); // a network failure: ask again next time
        return undefined;
      });
    lookups.set(pin, found);
  }
  return found;
}

/** A form rule from a shared rule judged on a lookup's answer; passes while the answer is unknown. */
const afterLookup = (judge: (value: unknown, found: PincodeInfo | null) => true | string, pincodeOf: (value: unknown) => unknown): FormRule => ({
  validator: async (_, value) => {
    const found = await lookupPincodeOnce(pincodeOf(value));
    if (found === undefined) return;
    const verdict = judge(value, found);
    if (verdict !== true) throw new Error(verdict);
  },
});

type NamePath = string | number | (string | number)[];
const asPath = (name: NamePath | undefined) => (name === undefined ? [] : Array.isArray(name) ? name : [name]);

export function AddressFields({ name, listName }: { name: NamePath; listName?: NamePath }) {
  const { t } = useTranslation('common');
  const form = Form.useFormInstance();
  const path = (field: string) => [...asPath(name), field];
  /** The field's name in the whole form (Form.List names its fields relative to the list). */
  const absolute = (field: string) => [...asPath(listName), ...path(field)];
  const rules = (field: keyof typeof ADDRESS_FIELD_RULES) => toFormRules(...ADDRESS_FIELD_RULES[field]);
  const pincode: unknown = Form.useWatch(absolute('pincode'), form);
  const [places, setPlaces] = useState<string[]>([]);
  /** The city this form filled in last, so a city the shopper typed is never replaced. */
  const filledCity = useRef<string | undefined>(undefined);
  const cityList = useId();

  useEffect(() => {
    let current = true;
    void lookupPincodeOnce(pincode).then((found) => {
      if (!current) return;
      setPlaces(found ? [...new Set([found.district, ...found.places])] : []);
      if (!found) return;
      const city: unknown = form.getFieldValue(absolute('city'));
      const stateCode: unknown = form.getFieldValue(absolute('stateCode'));
      const fill: { name: (string | number)[]; value: string; errors: string[] }[] = [];
      if (!city || city === filledCity.current) {
        fill.push({ name: absolute('city'), value: found.district, errors: [] });
        filledCity.current = found.district;
      }
      if (typeof stateCode !== 'string' || !(found.stateCodes as string[]).includes(stateCode)) {
        fill.push({ name: absolute('stateCode'), value: found.stateCodes[0]!, errors: [] });
      }
      if (fill.length) form.setFields(fill);
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run when the PIN code changes; `absolute` is rebuilt every render from the same props
  }, [pincode, form]);

  const pincodeRules = [...rules('pincode'), afterLookup((value, found) => pincodeExists(found ?? undefined)(value), (value) => value)];
  const stateRules = [
    ...rules('stateCode'),
    afterLookup((value, found) => stateOfPincode(found ?? undefined)(value), () => form.getFieldValue(absolute('pincode'))),
  ];

  return (
    <div className="address-fields" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', columnGap: '1rem' }}>
      <Form.Item name={path('name')} label={t('address.name')} rules={rules('name')}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name={path('phone')} label={t('address.phone')} rules={rules('phone')}>
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name={path('line1')} label={t('address.line1')} rules={rules('line1')} style={{ gridColumn: '1 / -1' }}>
        <Input autoComplete="address-line1" />
      </Form.Item>
      <Form.Item name={path('line2')} label={t('address.line2')} rules={rules('line2')} style={{ gridColumn: '1 / -1' }}>
        <Input autoComplete="address-line2" />
      </Form.Item>
      <Form.Item name={path('pincode')} label={t('address.pincode')} rules={pincodeRules}>
        <Input autoComplete="postal-code" inputMode="numeric" maxLength={6} />
      </Form.Item>
      <Form.Item name={path('city')} label={t('address.city')} rules={rules('city')}>
        <Input autoComplete="address-level2" list={places.length ? cityList : undefined} />
      </Form.Item>
      <datalist id={cityList}>
        {places.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <Form.Item name={path('stateCode')} label={t('address.state')} rules={stateRules} dependencies={[absolute('pincode')]}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={stateOptions} placeholder={t('address.statePlaceholder')} />
      </Form.Item>
    </div>
  );
}
