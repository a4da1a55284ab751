import { z } from 'zod';
import { i18n } from 'shared-contracts/platform/i18n';
import { email, fileRequired, gstNumber, max, min, password, required, unique } from './rules';
import { withLanguage } from './translate';
import { fieldErrors, withRules } from './zod';

/** The per-field messages of a parse, or 'ok'. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> | 'ok' {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : fieldErrors(result.error);
}

const Address = z.object({
  name: withRules(z.string(), required, min(2), max(20)),
  email: withRules(z.string().optional(), email),
  gstin: withRules(z.string().optional(), gstNumber),
  pincode: withRules(z.string(), required),
});

const Order = z.object({
  address: Address,
  items: z.array(z.object({ sku: withRules(z.string(), required, unique(['TAKEN'])) })),
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('withRules', () => {
  it('keeps the schema’s type and passes valid input through unchanged', () => {
    const schema = withRules(z.string(), required);
    const parsed: string = schema.parse('x');
    expect(parsed).toBe('x');
    expect(Address.parse({ name: 'Asha', pincode: '560001', gstin: '29ABCDE1234FAZA' })).toEqual({
      name: 'Asha',
      pincode: '560001',
      gstin: '29ABCDE1234FAZA',
    });
  });

  it('turns a failing rule into a custom issue at the field’s path with the rule’s message', () => {
    const result = Address.safeParse({ name: 'A', pincode: '1', email: 'nope' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map(({ code, path, message }) => ({ code, path, message }))).toEqual([
      { code: 'custom', path: ['name'], message: 'Min 2 characters required.' },
      { code: 'custom', path: ['email'], message: 'Invalid e-mail.' },
    ]);
  });

  it('reports every failing rule of a field, in the order given', () => {
    const schema = withRules(z.string(), min(8), password);
    expect(errorsOf(schema, 'ABC')).toEqual({ '': ['Min 8 characters required.', 'Min 8 characters Password required.'] });
  });

  it('lets optional fields be absent or empty', () => {
    expect(errorsOf(Address, { name: 'Asha', pincode: '560001' })).toBe('ok');
    expect(errorsOf(Address, { name: 'Asha', pincode: '560001', email: '', gstin: '' })).toBe('ok');
  });

  it('gstNumber through the schema: length first, then format', () => {
    expect(errorsOf(Address, { name: 'Asha', pincode: '1', gstin: '12ABC' })).toEqual({
      gstin: ['GST number must be exactly 15 characters.'],
    });
    expect(errorsOf(Address, { name: 'Asha', pincode: '1', gstin: '12abcde1234f1z5' })).toEqual({
      gstin: ['Invalid GST number format. (e.g., 12ABCDE1234F1Z5)'],
    });
  });

  it('answers a missing, null, empty or blank required field with the required message only', () => {
    expect(errorsOf(Address, {})).toEqual({
      name: ['This field is required.'],
      pincode: ['This field is required.'],
    });
    expect(errorsOf(Address, { name: null, pincode: '   ' })).toEqual({
      name: ['This field is required.'],
      pincode: ['This field is required.'],
    });
    expect(errorsOf(withRules(z.array(z.string()).min(1), required), [])).toEqual({ '': ['This field is required.'] });
    expect(errorsOf(withRules(z.number(), required), undefined)).toEqual({ '': ['This field is required.'] });
  });

  it('also for fileRequired', () => {
    expect(errorsOf(z.object({ image: withRules(z.string(), fileRequired) }), {})).toEqual({ image: ['File is required'] });
  });

  it('leaves zod’s own issue when the value is present but of the wrong kind', () => {
    const result = Address.safeParse({ name: 5, pincode: '1' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues).toHaveLength(1);
    expect(result.error.issues[0]).toMatchObject({ code: 'invalid_type', path: ['name'] });
  });

  it('judges the parsed value, after the schema’s own transforms', () => {
    const schema = withRules(z.string().trim().toUpperCase(), gstNumber);
    expect(schema.parse(' 12abcde1234f1z5 ')).toBe('12ABCDE1234F1Z5');
  });

  it('an optional schema lets an absent key through even with required (zod drops its issues)', () => {
    const schema = z.object({ note: withRules(z.string().optional(), required) });
    expect(errorsOf(schema, {})).toBe('ok');
    expect(errorsOf(schema, { note: '' })).toEqual({ note: ['This field is required.'] });
  });

  it('words the messages in the language of withLanguage, at parse time', () => {
    expect(withLanguage('fr', () => errorsOf(Address, { name: 'A' }))).toEqual({
      name: ['2 caractères minimum requis.'],
      pincode: ['Ce champ est obligatoire.'],
    });
    expect(withLanguage('es', () => errorsOf(Address, { name: 'Asha', pincode: '1', email: 'x' }))).toEqual({
      email: ['Correo electrónico no válido.'],
    });
    expect(i18n.language).toBe('en');
    expect(errorsOf(Address, { name: 'A', pincode: '1' })).toEqual({ name: ['Min 2 characters required.'] });
  });

  it('follows the shared instance’s language outside withLanguage', async () => {
    await i18n.changeLanguage('es');
    expect(errorsOf(Address, { pincode: '1' })).toEqual({ name: ['Este campo es obligatorio.'] });
  });
});

describe('fieldErrors', () => {
  it('keys messages by dotted path, array indexes included', () => {
    expect(
      errorsOf(Order, {
        address: { name: 'Asha', pincode: '' },
        items: [{ sku: 'OK' }, { sku: 'taken' }, {}],
      }),
    ).toEqual({
      'address.pincode': ['This field is required.'],
      'items.1.sku': ['Already exists.'],
      'items.2.sku': ['This field is required.'],
    });
  });

  it('puts issues about the whole input under "" and drops repeated messages', () => {
    const error = new z.ZodError([
      { code: 'custom', path: [], message: 'Whole', input: undefined },
      { code: 'custom', path: ['a', 0, 'b'], message: 'One', input: undefined },
      { code: 'custom', path: ['a', 0, 'b'], message: 'One', input: undefined },
      { code: 'custom', path: ['a', 0, 'b'], message: 'Two', input: undefined },
    ]);
    expect(fieldErrors(error)).toEqual({ '': ['Whole'], 'a.0.b': ['One', 'Two'] });
  });
});
