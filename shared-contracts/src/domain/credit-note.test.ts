import { creditNoteNumber, creditedOf, planCreditNote, spread, takeFromLine, unitsValue, type CreditNote } from './credit-note';
import { lineTax, sumTaxes, type GstRate, type SupplyType } from './gst';
import { orderLine } from './order';

/** A small deterministic generator, so a failure names its case. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe('credit notes reverse the invoice', () => {
  it('spreads an amount exactly, never more than a part', () => {
    expect(spread(50_000, [259_800, 49_900, 9_900])).toEqual([40_644, 7_807, 1_549]);
    expect(spread(3, [1, 1, 1, 1])).toEqual([1, 1, 1, 0]);
    expect(spread(10, [4, 6])).toEqual([4, 6]);
  });

  it('numbers a credit note in 16 characters at most', () => {
    expect(creditNoteNumber('2026-27', 7, 'HT')).toBe('HTC/26-27/00007');
    expect(creditNoteNumber('2026-27', 99_999, 'ABC')).toHaveLength(16);
  });

  it('cut at random, a line’s notes always add up to the invoice line, every part consistent', () => {
    const next = random(33);
    const rates: GstRate[] = [0, 3, 5, 12, 18, 28, 40];
    let cases = 0;
    for (let round = 0; round < 200; round++) {
      const supply: SupplyType = next(2) ? 'intra_state' : 'inter_state';
      const quantity = 1 + next(5);
      const line = orderLine({ productId: 'p', title: 'x', hsn: null, quantity, unitPrice: 1 + next(500_000), gstRate: rates[next(rates.length)]! }, supply, 0);
      // no shipping: an amount alone goes to the line
      const order = { lines: [line], shipping: lineTax(0, 18, supply) };
      const notes: Pick<CreditNote, 'lines'>[] = [];
      // a unit, or an amount, at random, until nothing is left
      for (let guard = 0; guard < 20; guard++) {
        const credited = creditedOf(notes);
        const leftUnits = quantity - (credited.get(0)?.quantity ?? 0);
        const leftValue = line.inclusive - (credited.get(0)?.inclusive ?? 0);
        if (leftValue <= 0) break;
        const plan = planCreditNote(order, credited, next(2) && leftUnits > 0 ? { lines: [{ lineIndex: 0, quantity: 1 }] } : { amount: 1 + next(leftValue) });
        if ('refusal' in plan) throw new Error(`round ${round}: ${JSON.stringify(plan.refusal)}`);
        for (const part of plan.lines) {
          expect(part.taxable + part.gst).toBe(part.inclusive);
          expect(part.cgst + part.sgst + part.igst).toBe(part.gst);
          expect(Math.min(part.taxable, part.cgst, part.sgst, part.igst)).toBeGreaterThanOrEqual(0);
        }
        notes.push({ lines: plan.lines });
      }
      const last = planCreditNote(order, creditedOf(notes), {});
      if ('lines' in last) notes.push({ lines: last.lines });
      const total = sumTaxes(notes.flatMap((note) => note.lines).filter((part) => part.lineIndex === 0));
      const { inclusive, taxable, gst, cgst, sgst, igst } = line;
      expect(total).toEqual({ inclusive, taxable, gst, cgst, sgst, igst });
      cases++;
    }
    console.log(`credit notes: ${cases} random invoice lines cut into units and amounts, each summed back to its invoice line to the paisa`);
  });

  it('values units by their cumulative share, and takes the whole of what is left exactly', () => {
    expect([unitsValue({ inclusive: 100, quantity: 3 }, 0, 1), unitsValue({ inclusive: 100, quantity: 3 }, 1, 1), unitsValue({ inclusive: 100, quantity: 3 }, 2, 1)]).toEqual([33, 34, 33]);
    const left = { inclusive: 9_900, taxable: 8_839, gst: 1_061, cgst: 531, sgst: 530, igst: 0 };
    expect(takeFromLine(left, 9_900)).toEqual(left);
    expect(takeFromLine(left, 4_950)).toEqual({ inclusive: 4_950, taxable: 4_419, gst: 531, cgst: 266, sgst: 265, igst: 0 });
  });
});
