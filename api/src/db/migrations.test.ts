/**
 * Migrations that change existing data, checked on a database that has the data from before them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_EXTENSIONS } from './database';

const MIGRATIONS = path.resolve(__dirname, '../../drizzle');

/** A migrations folder holding only the first `count` migrations of the real one. */
function firstMigrations(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

describe('migrations', () => {
  it('0001 numbers the invoices of orders paid before it, per financial year in the order placed', async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    const before = firstMigrations(1);
    await migrate(db, { migrationsFolder: before });

    const insert = (id: string, paymentStatus: string, createdAt: string) =>
      client.query(
        `INSERT INTO orders (id, status, payment_status, fulfilment_status, lines, shipping, totals, seller_state, supply, shipping_address, idempotency_key, provider, created_at)
         VALUES ($1, 'confirmed', $2, 'unfulfilled', '[]', '{}', '{}', '08', 'intra_state', '{}', $1, 'sandbox', $3)`,
        [id, paymentStatus, createdAt],
      );
    await insert('march-paid', 'paid', '2026-03-31T18:00:00Z'); // 31 March, 23:30 in India: 2025-26
    await insert('april-failed', 'failed', '2026-03-31T19:00:00Z');
    await insert('april-refunded', 'refunded', '2026-04-02T10:00:00Z');
    await insert('april-unpaid', 'unpaid', '2026-04-03T10:00:00Z');
    await insert('april-paid', 'paid', '2026-04-01T10:00:00Z');

    await migrate(db, { migrationsFolder: MIGRATIONS });
    const { rows } = await client.query<{ id: string; invoice_number: string | null }>('SELECT id, invoice_number FROM orders ORDER BY id');
    assert.deepEqual(Object.fromEntries(rows.map((row) => [row.id, row.invoice_number])), {
      'april-failed': null,
      'april-paid': 'HT/26-27/000001',
      'april-refunded': 'HT/26-27/000002',
      'april-unpaid': null,
      'march-paid': 'HT/25-26/000001',
    });
    const series = await client.query<{ financial_year: string; last_number: number }>('SELECT financial_year, last_number FROM invoice_series ORDER BY 1');
    assert.deepEqual(series.rows, [
      { financial_year: '2025-26', last_number: 1 },
      { financial_year: '2026-27', last_number: 2 },
    ]);
    await client.close();
    fs.rmSync(before, { recursive: true, force: true });
  });
});
