import { fieldErrors } from 'shared-contracts/validation/zod';
import { withLanguage } from 'shared-contracts/validation/translate';
import { updateProfileSchema } from './account';
import { contactRequestSchema } from './contact';

describe('updateProfileSchema', () => {
  it('normalises blank optional fields to null', () => {
    expect(updateProfileSchema.parse({ name: ' Asha ', phone: '', gstin: '' })).toEqual({ name: 'Asha', phone: null, addresses: [], gstin: null });
  });

  it('refuses more than five addresses and bad fields', () => {
    const address = { name: 'A', line1: 'B', city: 'C', stateCode: '29', pincode: '560001', phone: '9812345678' };
    expect(updateProfileSchema.safeParse({ name: 'A', addresses: Array(6).fill(address) }).success).toBe(false);
    const result = updateProfileSchema.safeParse({ name: '', phone: '12ab', addresses: [{ ...address, stateCode: '99' }] });
    expect(result.success).toBe(false);
    if (!result.success) {
      const fields = fieldErrors(result.error);
      expect(fields.name).toEqual(['This field is required.']);
      expect(fields.phone).toEqual(['Invalid Numbers.']);
      expect(Object.keys(fields)).toContain('addresses.0.stateCode');
    }
  });
});

describe('contactRequestSchema', () => {
  const message = { name: 'Ravi', email: 'ravi@example.in', subject: 'Bulk order', message: 'Do you ship 50 tins to Kochi?' };

  it('accepts a message', () => {
    expect(contactRequestSchema.parse(message)).toEqual({ ...message, phone: null });
  });

  it('answers with the shared messages in English and Spanish', () => {
    const bad = { ...message, email: 'ravi@', message: 'Hi' };
    const en = contactRequestSchema.safeParse(bad);
    expect(en.success ? {} : fieldErrors(en.error)).toEqual({ email: ['Invalid e-mail.'], message: ['Min 10 characters required.'] });
    const es = withLanguage('es', () => contactRequestSchema.safeParse(bad));
    expect(es.success ? {} : fieldErrors(es.error)).toEqual({
      email: ['Correo electrónico no válido.'],
      message: ['Se requieren al menos 10 caracteres.'],
    });
  });

  it('says a missing email is required, not a zod type error', () => {
    const { email: _email, ...rest } = message;
    const result = contactRequestSchema.safeParse(rest);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ email: ['This field is required.'] });
  });
});
