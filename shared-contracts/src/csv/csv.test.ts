import { neutraliseCell, parseCsv, restoreCell, toCsv } from './csv';

/** What a spreadsheet runs: a cell starting with =, +, -, @, tab or CR that is not a plain number. */
const runs = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(?:\.\d+)?$/.test(cell);

describe('the shared CSV module', () => {
  it('writes a title =HYPERLINK("x") as text, which reads back exactly', () => {
    const csv = toCsv([['title', 'price'], ['=HYPERLINK("x")', 590]]);
    expect(csv).toBe('title,price\r\n"\'=HYPERLINK(""x"")",590\r\n');
    const cells = parseCsv(csv);
    expect(cells[1]![0]).toBe('\'=HYPERLINK("x")');
    expect(runs(cells[1]![0]!)).toBe(false);
    expect(restoreCell(cells[1]![0]!)).toBe('=HYPERLINK("x")');
  });

  it('neutralises every formula start, keeps numbers, and round-trips every cell', () => {
    const raw = [['=1+1', '+91 lamp', '-2+3', '@SUM(A1)', '\tTAB', '\r=CR', "'=quoted", "'", 'x=1', '-7', '-7.5', '12.00', 'a;b', 'line\nbreak', 'say "hi"', '']];
    const csv = toCsv(raw);
    const written = parseCsv(csv).flat();
    expect(written.filter(runs)).toEqual([]);
    expect(written.filter((cell, i) => cell !== raw[0]![i])).toEqual(["'=1+1", "'+91 lamp", "'-2+3", "'@SUM(A1)", "'\tTAB", "'\r=CR", "''=quoted"]);
    expect(parseCsv(csv).map((row) => row.map(restoreCell))).toEqual(raw);
    expect(neutraliseCell('-5')).toBe('-5');
    console.log(`shared CSV: ${raw[0]!.length} cells, ${raw[0]!.filter(runs).length} formula-like written as text, ${written.filter(runs).length} live, round trip exact`);
  });

  it('reads quoted fields, doubled quotes, CRLF and LF, a byte-order mark, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,"b,c","d ""e"""\r\n\r\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '2', '3'],
    ]);
    // a ';' is data, never a separator
    expect(parseCsv('a;b,c\n')).toEqual([['a;b', 'c']]);
  });
});
