import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { pgliteImage } from '../../test/database';
import { openDatabase } from '../db/database';
import { categories } from '../db/schema';
import { subscribeCatalogueChanges, type CatalogueChange } from './catalogue';

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('catalogue change notifications', () => {
  it('announce every statement that changes categories or products, once per statement, until unsubscribed', async () => {
    const database = await openDatabase({ memory: true, image: pgliteImage() });
    const heard: (CatalogueChange | null)[] = [];
    const stop = await subscribeCatalogueChanges(database, (change) => heard.push(change));
    await database.db.insert(categories).values([
      { id: 'c1', slug: 'textiles', name: 'Textiles' },
      { id: 'c2', slug: 'lamps', name: 'Lamps' },
    ]);
    await database.db.update(categories).set({ name: 'Lamps and lights' }).where(eq(categories.id, 'c2'));
    await settle();
    assert.deepEqual(heard, [{ table: 'categories' }, { table: 'categories' }]);

    heard.length = 0;
    await database.db.execute('update products set stock = stock + 1 where false');
    await settle();
    assert.deepEqual(heard, [{ table: 'products' }]);

    await stop();
    await database.db.delete(categories).where(eq(categories.id, 'c1'));
    await settle();
    assert.deepEqual(heard, [{ table: 'products' }]);
    await database.close();
  });
});
