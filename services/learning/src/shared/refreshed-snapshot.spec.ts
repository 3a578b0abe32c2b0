import { RefreshedSnapshot } from './refreshed-snapshot';

describe('RefreshedSnapshot', () => {
  it('reads once, keeps the same snapshot while the value is unchanged and takes a changed one', async () => {
    let value = { rows: [1, 2] };
    let reads = 0;
    const errors: Error[] = [];
    const snapshot = new RefreshedSnapshot(
      async () => {
        reads += 1;
        return value;
      },
      (error) => errors.push(error),
      0,
    );
    const [a, b] = await Promise.all([snapshot.get(), snapshot.get()]);
    expect(reads).toBe(1);
    expect(b).toBe(a);

    value = { rows: [1, 2] };
    await snapshot.get(); // serves a, re-reads in the background
    const same = await snapshot.get();
    expect(same).toBe(a);

    value = { rows: [1, 2, 3] };
    await snapshot.get();
    const changed = await snapshot.get();
    expect(changed.value).toEqual({ rows: [1, 2, 3] });
    expect(changed.fingerprint).not.toBe(a.fingerprint);
    expect(errors).toEqual([]);
  });

  it('keeps serving the last snapshot when a background read fails', async () => {
    let fail = false;
    const errors: Error[] = [];
    const snapshot = new RefreshedSnapshot(
      async () => {
        if (fail) throw new Error('database away');
        return ['row'];
      },
      (error) => errors.push(error),
      0,
    );
    const first = await snapshot.get();
    fail = true;
    expect(await snapshot.get()).toBe(first);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors.map((e) => e.message)).toEqual(['database away']);
  });
});
