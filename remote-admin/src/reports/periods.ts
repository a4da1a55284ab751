import { indiaDay } from 'shared-contracts/domain/gst-period';

export type PeriodChoice = { value: string; kind: 'quarter' | 'month'; year: number; month: number; quarter?: number };

/**
 * The periods a merchant may pick on `today`: the last eight quarters of the financial year
 * (April-June is Q1) and the last twelve months, newest first, the running ones included.
 */
export function periodChoices(today: Date): { quarters: PeriodChoice[]; months: PeriodChoice[] } {
  const day = indiaDay(today);
  let year = Number(day.slice(0, 4));
  let month = Number(day.slice(5, 7));
  const months: PeriodChoice[] = [];
  const quarters: PeriodChoice[] = [];
  for (let i = 0; i < 24; i += 1) {
    if (i < 12) months.push({ value: `${year}-${String(month).padStart(2, '0')}`, kind: 'month', year, month });
    // the quarter a month opens: April, July, October, January; or the running one at first
    if (i === 0 || [1, 4, 7, 10].includes(month)) {
      const start = month >= 4 ? year : year - 1;
      const quarter = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
      const value = `${start}-${String((start + 1) % 100).padStart(2, '0')}-Q${quarter}`;
      if (quarters.length < 8 && quarters.at(-1)?.value !== value) quarters.push({ value, kind: 'quarter', year: start, month, quarter });
    }
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return { quarters, months };
}
