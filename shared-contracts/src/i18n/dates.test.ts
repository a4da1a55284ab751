import { formatDate } from './dates';

describe('formatDate', () => {
  const evening = '2026-11-24T09:00:00.000Z'; // 2:30 pm in India

  it('writes English dates as India does, not as the US does', () => {
    expect(formatDate(evening, 'en')).toBe('24 Nov 2026');
    expect(formatDate(evening, 'en', 'dateTime')).toBe('24 Nov 2026, 2:30 pm');
    expect(formatDate(evening, 'en')).not.toMatch(/11\/24/);
  });

  it('writes Spanish and French dates their own way', () => {
    expect(formatDate(evening, 'es')).toBe('24 nov 2026');
    expect(formatDate(evening, 'fr')).toBe('24 nov. 2026');
    expect(formatDate(evening, 'fr', 'dateTime')).toBe('24 nov. 2026, 14:30');
  });

  it('dates a moment by India’s clock: 8:30 pm UTC is already the next day in Jaipur', () => {
    expect(formatDate('2026-03-31T20:30:00.000Z', 'en')).toBe('1 Apr 2026');
    expect(formatDate(new Date('2026-03-31T18:00:00.000Z'), 'en')).toBe('31 Mar 2026');
  });

  it('keeps a calendar day the day it names', () => {
    expect(formatDate('2026-11-24', 'en', 'dayMonth')).toBe('24 Nov');
    expect(formatDate('2026-01-01', 'es', 'date')).toBe('1 ene 2026');
  });
});
