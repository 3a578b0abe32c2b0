// Writes a content folder with a question bank of `size` questions: the real content's paths, resources,
// achievements and tips, and its questions cloned under new keys (spread evenly over the 16 topic files).
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function generateBank(sourceDir, targetDir, size) {
  for (const folder of readdirSync(sourceDir, { withFileTypes: true })) {
    if (folder.isDirectory() && folder.name !== 'questions') {
      cpSync(join(sourceDir, folder.name), join(targetDir, folder.name), { recursive: true });
    }
  }
  mkdirSync(join(targetDir, 'questions'), { recursive: true });
  const files = readdirSync(join(sourceDir, 'questions')).filter((f) => f.endsWith('.json'));
  const perFile = Math.ceil(size / files.length);
  let written = 0;
  for (const file of files) {
    const { topic, questions } = JSON.parse(readFileSync(join(sourceDir, 'questions', file), 'utf8'));
    const count = Math.min(perFile, size - written);
    const cloned = Array.from({ length: count }, (_, i) => {
      const original = questions[i % questions.length];
      return i < questions.length ? original : { ...original, key: `${original.key}-bench-${i}` };
    });
    writeFileSync(join(targetDir, 'questions', file), JSON.stringify({ topic, questions: cloned }));
    written += count;
  }
  return written;
}
