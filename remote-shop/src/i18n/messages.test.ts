import { translationGaps } from 'shared-contracts/i18n/completeness';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

describe('the shop namespace', () => {
  it('has every English text in es and fr, none empty, with the same placeholders', () => {
    expect(translationGaps({ en, es, fr })).toEqual([]);
  });
});
