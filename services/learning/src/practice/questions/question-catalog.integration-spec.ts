import 'reflect-metadata';
import { type QuizTestApp, startQuizTestApp } from '../../testing/quiz-test-app';
import { type CatalogIndex } from './catalog-index';
import { CATALOG_CHECK_INTERVAL_MS, QuestionCatalogService } from './question-catalog.service';

describe('QuestionCatalogService', () => {
  let t: QuizTestApp;
  let catalog: QuestionCatalogService;
  let now: jest.SpyInstance<number, []>;
  let clock = Date.now();

  beforeAll(async () => {
    t = await startQuizTestApp();
    catalog = t.app.get(QuestionCatalogService);
    now = jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });
  afterAll(async () => {
    now?.mockRestore();
    await t?.close();
  });

  /** Lets the check interval pass, asks for the index (which checks in the background) and waits for it. */
  async function afterNextCheck(): Promise<CatalogIndex> {
    clock += CATALOG_CHECK_INTERVAL_MS;
    await catalog.index();
    for (let i = 0; i < 100; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (!(catalog as unknown as { refreshing: unknown }).refreshing) break;
    }
    return catalog.index();
  }

  it('keeps the index and the rows while the bank is unchanged', async () => {
    const index = await catalog.index();
    expect(index.entries.length).toBeGreaterThan(100);
    const row = await catalog.row(index.entries[0].id);
    expect(await afterNextCheck()).toBe(index);
    expect(await catalog.row(index.entries[0].id)).toBe(row);
  });

  it('reads the index and the rows again once the seed changed the bank', async () => {
    const index = await catalog.index();
    const { id } = index.entries[0];
    expect((await catalog.row(id))?.instruction).not.toBe('Changed by a new seed.');
    await t.dataSource.query(
      `UPDATE learning.questions SET instruction = 'Changed by a new seed.', "updatedAt" = now() WHERE id = $1`,
      [id],
    );
    const fresh = await afterNextCheck();
    expect(fresh).not.toBe(index);
    expect(fresh.entries).toHaveLength(index.entries.length);
    expect((await catalog.row(id))?.instruction).toBe('Changed by a new seed.');
  });

  it('sees questions removed from the bank', async () => {
    const index = await catalog.index();
    const { id } = index.entries[index.entries.length - 1];
    await t.dataSource.query(`DELETE FROM learning.questions WHERE id = $1`, [id]);
    const fresh = await afterNextCheck();
    expect(fresh.entries).toHaveLength(index.entries.length - 1);
    expect(fresh.byId.has(id)).toBe(false);
  });
});
