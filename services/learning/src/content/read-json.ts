import { readFile } from 'node:fs/promises';
import { ContentError } from './content-error';

/** A content file's JSON; a file that cannot be read or parsed is a ContentError naming it. */
export async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ContentError(`${file}: cannot be read (${(error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${file}: invalid JSON (${(error as Error).message})`);
  }
}
