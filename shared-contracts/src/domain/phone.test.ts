import { addressSchema, phoneRule } from 'shared-contracts/api/address';
import { formatPhone, normalizePhone } from './phone';

describe('Indian phone numbers as people write them', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['98765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['91 98765 43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['+91 098765 43210', '+919876543210'],
    ['(022) 2345 6789', '+912223456789'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s is stored as %s and printed as one format', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
    expect(phoneRule(typed)).toBe(true);
  });

  it('prints an Indian number as +91 and 5 + 5 digits, another country as stored', () => {
    expect(formatPhone('98765-43210')).toBe('+91 98765 43210');
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });

  it('still refuses what is not a number, or too short or long, with the spec messages', () => {
    expect(phoneRule('98765 4321O')).toBe('Invalid Numbers.');
    expect(phoneRule('98765')).toBe('Min 10 characters required.');
    expect(phoneRule('+91 98765 43210 12345')).toBe('Max 13 characters required.');
  });

  it('the address schema stores the normalised form', () => {
    const parsed = addressSchema.parse({ name: 'Asha Rao', line1: '14 Johari Bazaar', city: 'Jaipur', stateCode: '08', pincode: '302003', phone: '+91 98765 43210' });
    expect(parsed.phone).toBe('+919876543210');
  });
});
