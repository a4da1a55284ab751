import { periodChoices } from './periods';

describe('the periods a merchant may pick', () => {
  it('offers the running quarter and month first, in India', () => {
    // 28 Nov 2026 20:00 UTC is already 29 Nov in India; 1 Oct 2026 00:10 in India is still 30 Sep in UTC
    const { quarters, months } = periodChoices(new Date('2026-11-28T20:00:00Z'));
    expect(quarters.map((choice) => choice.value)).toEqual(['2026-27-Q3', '2026-27-Q2', '2026-27-Q1', '2025-26-Q4', '2025-26-Q3', '2025-26-Q2', '2025-26-Q1', '2024-25-Q4']);
    expect(months.map((choice) => choice.value).slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(months).toHaveLength(12);
    expect(periodChoices(new Date('2026-09-30T18:40:00Z')).quarters[0]!.value).toBe('2026-27-Q3');
  });
});
