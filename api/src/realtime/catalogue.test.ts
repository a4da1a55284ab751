import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database';
import { categories } from '../db/schema';
import { CATALOGUE_CHANGES_CHANNEL, subscribeCatalogueChanges, type CatalogueChange } from './catalogue';

describe('catalogue change notifications', () => {
  it('announce every statement that changes categories or products, once per statement, until unsubscribed', async () => {
    // the run's database: in-memory PGlite, or one of its own on the PostgreSQL server
    const database = await openTestDatabase();
    const heard: (CatalogueChange | null)[] = [];
    const stop = await subscribeCatalogueChanges(database, (change) => heard.push(change));
    // A marker sent on the channel after the statements arrives after every announcement they made
    // (one channel's notifications come in order), so what was heard before it is all they
    // announced: no waiting for time. A second listener counts the markers (the subscription above
    // hears them too while it lasts; they are left out of what it heard).
    let markers = 0;
    const waiting: (() => void)[] = [];
    const stopMarkers = await database.listen(CATALOGUE_CHANGES_CHANNEL, (payload) => {
      if ((payload as { marker?: number }).marker === undefined) return;
      markers += 1;
      for (const resolve of waiting.splice(0)) resolve();
    });
    const announced = async () => {
      const expected = markers + 1;
      const arrived = new Promise<void>((resolve) => waiting.push(resolve));
      await database.notify(CATALOGUE_CHANGES_CHANNEL, { marker: expected });
      await arrived;
      assert.equal(markers, expected);
      return heard.splice(0).filter((change) => !(change && 'marker' in change));
    };
    try {
      await database.db.insert(categories).values([
        { id: 'c1', slug: 'textiles', name: 'Textiles' },
        { id: 'c2', slug: 'lamps', name: 'Lamps' },
      ]);
      await database.db.update(categories).set({ name: 'Lamps and lights' }).where(eq(categories.id, 'c2'));
      assert.deepEqual(await announced(), [{ table: 'categories' }, { table: 'categories' }]);

      await database.db.execute('update products set stock = stock + 1 where false');
      assert.deepEqual(await announced(), [{ table: 'products' }]);

      await stop();
      await database.db.delete(categories).where(eq(categories.id, 'c1'));
      assert.deepEqual(await announced(), [], 'nothing is heard once unsubscribed');
    } finally {
      await stop();
      await stopMarkers();
      await database.close();
    }
  });
});
