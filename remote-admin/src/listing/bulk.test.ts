import { eachProduct } from './bulk';

describe('a bulk action', () => {
  it('runs for every product in turn, counting failures without stopping', async () => {
    const done: string[] = [];
    const outcome = await eachProduct(['a', 'b', 'c'], async (id) => {
      done.push(id);
      if (id !== 'a') throw new Error(`refused ${id}`);
    });
    expect(done).toEqual(['a', 'b', 'c']);
    expect(outcome.failed).toBe(2);
    expect((outcome.lastError as Error).message).toBe('refused c');
  });

  it('reports no failure when every product went through', async () => {
    expect(await eachProduct(['a'], async () => undefined)).toEqual({ failed: 0, lastError: undefined });
  });
});
