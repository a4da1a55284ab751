import { withLanguage } from 'shared-contracts/validation/translate';
import { fieldErrors } from 'shared-contracts/validation/zod';
import { addressInputSchema, addressSchema, installPincodeDirectory } from './address';
import type { PincodeInfo } from './pincodes';

const BENGALURU = { name: 'Ravi Kumar', line1: '4 MG Road', city: 'Bengaluru', stateCode: '29', pincode: '560038', phone: '9876501234' };
const DIRECTORY: Record<string, PincodeInfo> = {
  '560038': { pincode: '560038', district: 'Bangalore', stateCodes: ['29'], places: ['Indiranagar'] },
  '160003': { pincode: '160003', district: 'Chandigarh', stateCodes: ['04', '03'], places: ['Aerodrome'] },
};
const errorsOf = (value: unknown) => {
  const result = addressInputSchema.safeParse(value);
  return result.success ? 'ok' : fieldErrors(result.error);
};

describe('addressInputSchema', () => {
  afterEach(() => installPincodeDirectory(undefined));

  it('without a directory (a browser) judges the shape only', () => {
    expect(errorsOf({ ...BENGALURU, stateCode: '27' })).toBe('ok');
  });

  it('with the directory refuses an unknown PIN code and a state the PIN code is not in, each on its field, in the language asked', () => {
    installPincodeDirectory((pin) => DIRECTORY[pin]);
    expect(errorsOf(BENGALURU)).toBe('ok');
    expect(errorsOf({ ...BENGALURU, pincode: '160003', stateCode: '03' })).toBe('ok'); // a border PIN code: either state
    expect(errorsOf({ ...BENGALURU, stateCode: '27' })).toEqual({ stateCode: ['PIN code 560038 is in Karnataka, not in the state chosen.'] });
    expect(withLanguage('fr', () => errorsOf({ ...BENGALURU, pincode: '999999' }))).toEqual({ pincode: ['Ce code PIN n’existe pas.'] });
    // a PIN code that is not six digits has one message, not also "does not exist"
    expect(errorsOf({ ...BENGALURU, pincode: '12ab' })).toEqual({ pincode: ['Invalid Numbers.'] });
  });

  it('leaves answers alone: an order placed before the check still reads', () => {
    installPincodeDirectory((pin) => DIRECTORY[pin]);
    expect(addressSchema.safeParse({ ...BENGALURU, stateCode: '27' }).success).toBe(true);
  });
});
