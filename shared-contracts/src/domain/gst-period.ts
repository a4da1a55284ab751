/**
 * A GST return period: a month ('2026-07'), or a quarter of the financial year ('2026-27-Q2', July to
 * September 2026), as a merchant under ₹5 crore files GSTR-1 quarterly (QRMP). Days are the shop's
 * (India Standard Time, UTC+05:30, no daylight saving).
 */
export type GstPeriod = {
  /** As asked: '2026-07' or '2026-27-Q2'. */
  id: string;
  kind: 'month' | 'quarter';
  /** First and last day, inclusive, 'YYYY-MM-DD' in India. */
  from: string;
  to: string;
  /** The return period as the GST portal writes it: the (last) month, 'MMYYYY'. */
  fp: string;
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-(\d{2})-Q([1-4])$/;
/** GST began on 1 July 2017; the shop reads no earlier period. */
const FIRST_YEAR = 2017;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function span(id: string, kind: GstPeriod['kind'], year: number, month: number, months: number): GstPeriod {
  const endMonth = ((month - 1 + months - 1) % 12) + 1;
  const endYear = year + Math.floor((month - 1 + months - 1) / 12);
  return {
    id,
    kind,
    from: `${year}-${pad(month)}-01`,
    to: `${endYear}-${pad(endMonth)}-${pad(lastDay(endYear, endMonth))}`,
    fp: `${pad(endMonth)}${endYear}`,
  };
}

/** The period `text` names, or null when it names none (the `gstPeriod` rule's test). */
export function parseGstPeriod(text: string): GstPeriod | null {
  const month = MONTH.exec(text);
  if (month) {
    const year = Number(month[1]);
    return year >= FIRST_YEAR && year <= 2999 ? span(text, 'month', year, Number(month[2]), 1) : null;
  }
  const quarter = QUARTER.exec(text);
  if (quarter) {
    const start = Number(quarter[1]);
    if (start < FIRST_YEAR || start > 2999 || Number(quarter[2]) !== (start + 1) % 100) return null;
    // Q1 April-June, Q2 July-September, Q3 October-December, Q4 January-March of the next year
    const q = Number(quarter[3]);
    return span(text, 'quarter', q === 4 ? start + 1 : start, q === 4 ? 1 : 1 + q * 3, 3);
  }
  return null;
}

/** India's offset from UTC; IST has no daylight saving. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The moments the period covers: [start, end) as UTC instants (midnight in India of its first day and of the day after its last). */
export function periodInstants(period: GstPeriod): { start: Date; end: Date } {
  const at = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
  const end = at(period.to);
  end.setTime(end.getTime() + 24 * 60 * 60 * 1000);
  return { start: at(period.from), end };
}

/** The day in India a moment falls on, 'YYYY-MM-DD'. */
export function indiaDay(at: string | Date): string {
  return new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
