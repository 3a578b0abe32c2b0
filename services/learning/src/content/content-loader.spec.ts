import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from './content-loader';
import { ContentError } from './content-error';

describe('loadContent', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gp-content-'));
    await mkdir(join(dir, 'questions'));
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  const write = (file: string, data: unknown) =>
    writeFile(join(dir, file), typeof data === 'string' ? data : JSON.stringify(data));

  it('reads question files in name order and treats missing resources and paths as empty', async () => {
    await write('questions/past_tense.json', { topic: 'past_tense', questions: [{ key: 'b' }] });
    await write('questions/articles.json', { topic: 'articles', questions: [{ key: 'a1' }, { key: 'a2' }] });
    await write('questions/notes.txt', 'ignored');

    const content = await loadContent(dir);

    expect(content.questions.map((q) => q.key)).toEqual(['a1', 'a2', 'b']);
    expect(content.resources).toEqual([]);
    expect(content.paths).toEqual([]);
  });

  it('reads resources and paths', async () => {
    await mkdir(join(dir, 'resources'));
    await mkdir(join(dir, 'paths'));
    await write('resources/resources.json', { resources: [{ key: 'r' }] });
    await write('paths/paths.json', { paths: [{ key: 'p', stages: [] }] });

    const content = await loadContent(dir);

    expect(content.resources.map((r) => r.key)).toEqual(['r']);
    expect(content.paths.map((p) => p.key)).toEqual(['p']);
  });

  it('names the file with invalid JSON or a missing list', async () => {
    await write('questions/articles.json', '{ "topic": ');
    await expect(loadContent(dir)).rejects.toThrow(/articles\.json: invalid JSON/);

    await write('questions/articles.json', { topic: 'articles' });
    await expect(loadContent(dir)).rejects.toThrow(
      new ContentError(`${join(dir, 'questions', 'articles.json')}: "questions" must be a list`),
    );
  });

  it('fails clearly when the folder does not exist', async () => {
    await expect(loadContent(join(dir, 'nope'))).rejects.toThrow(/content folder not found/);
  });
});
