import { readableSlug } from './readableSlug';

describe('a product slug as a heading', () => {
  it('turns dashes into spaces and capitalizes the first letter', () => {
    expect(readableSlug('blue-pottery-bowl')).toBe('Blue pottery bowl');
  });

  it('collapses repeated or trailing separators', () => {
    expect(readableSlug('kantha--quilt_queen-')).toBe('Kantha quilt queen');
  });

  it('keeps letters outside ASCII', () => {
    expect(readableSlug('éventail-en-santal')).toBe('Éventail en santal');
  });
});
