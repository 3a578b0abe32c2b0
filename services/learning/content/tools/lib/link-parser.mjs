// Runs Debian's link-grammar parser (`link-parser`, package link-grammar 5.12) over many sentences with one
// long-lived process reading stdin: no null links (`!null=0`: only complete linkages count), no panic mode,
// no spell guessing, and the input echoed so that the output can be cut into one block per sentence.
//
// Per sentence, link-parser prints the echoed sentence, then either "No complete linkages found." or
// "Found N linkages" and the best linkage: "Linkage 1, cost vector = (UNUSED=0 DIS= 0.39 LEN=13)" followed
// by its diagram, whose last line lists the words with their dictionary subscripts
// ("LEFT-WALL did.v-d you enjoy.v your trip.n to.r Rome.l ?"). From that we keep, per sentence:
//   { cost: the disjunct cost DIS, length: the total link length LEN, wall: the labels of the links from LEFT-WALL (Wd declarative,
//     Qd/Ws/Wq/Wj questions, Wi imperative, ...), words: the word line without the walls }
// or null when there is no complete linkage. (`!batch` mode prints only "+++++ error N" after a failed
// sentence, which is about 20 % faster but tells nothing about the linkage found.)
import { spawn, spawnSync } from 'node:child_process';

export const PARSER = 'link-parser';
export const PARSER_SETTINGS = '!null=0 !panic=0 !spell=0 !timeout=10';
export const INSTALL_HINT =
  'Install link-grammar (Debian/Ubuntu: `sudo apt-get install link-grammar`, which provides `link-parser`; ' +
  'macOS: `brew install link-grammar`), or set LINK_PARSER to its path.';

const parserCommand = () => process.env.LINK_PARSER || PARSER;

/** The parser's version string ("link-grammar-5.12.0"), or null when it is not installed. */
export function parserVersion() {
  const result = spawnSync(parserCommand(), ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return /link-grammar-[\d.]+/.exec(result.stdout)?.[0] ?? 'link-grammar';
}

/** Lines the parser would read as a command (!), an expected failure (*) or a comment (%), not as a sentence. */
const notASentence = (s) => /^[!*%]/.test(s) || s !== s.replace(/\s+/g, ' ').trim() || s === '';

const COST = /^\s*(?:Linkage 1|Unique linkage), cost vector = \(UNUSED=(\d+) DIS=\s*(-?[\d.]+) LEN=(\d+)\)/;

/**
 * Parses every sentence; resolves to a Map sentence → { cost, wall, words } | null (no complete linkage).
 * `onProgress(done, total)` is called every 1,000 sentences.
 */
export function parseSentences(sentences, { onProgress, timeoutSeconds = 10 } = {}) {
  const unique = [...new Set(sentences)];
  const verdicts = new Map();
  const toParse = [];
  for (const s of unique) {
    if (notASentence(s)) verdicts.set(s, null);
    else toParse.push(s);
  }
  if (toParse.length === 0) return Promise.resolve(verdicts);
  return new Promise((resolve, reject) => {
    const child = spawn(parserCommand(), ['en'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
    });
    let index = 0; // sentences echoed so far
    let current = null; // the verdict being read for toParse[index - 1]
    let pending = '';
    let stderr = '';
    const finish = () => {
      if (index > 0) verdicts.set(toParse[index - 1], current && current.words ? current : null);
    };
    const onLine = (line) => {
      if (index < toParse.length && line === toParse[index]) {
        finish();
        index += 1;
        current = null;
        if (onProgress && index % 1000 === 0) onProgress(index, toParse.length);
        return;
      }
      if (index === 0) return;
      const cost = COST.exec(line);
      if (cost && !current) {
        current =
          Number(cost[1]) === 0
            ? { cost: Number(cost[2]), length: Number(cost[3]), wall: [], words: null }
            : null;
      } else if (current && !current.words) {
        // Diagram lines start at the LEFT-WALL column: "+" there begins a link from LEFT-WALL.
        if (line.trimStart().startsWith('+')) {
          const label = /^\s*\+-*>?([A-Z][A-Za-z0-9*^]*)/.exec(line)?.[1];
          if (label && !current.wall.includes(label)) current.wall.push(label);
        } else if (line.startsWith('LEFT-WALL')) {
          current.words = line
            .trim()
            .split(/\s+/)
            .filter((w) => w !== 'LEFT-WALL' && w !== 'RIGHT-WALL')
            .join(' ');
          current.wall.sort();
        }
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) onLine(line);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      if (stderr.length < 20000) stderr += chunk;
    });
    child.on('error', (error) =>
      reject(new Error(`cannot run ${parserCommand()}: ${error.message}. ${INSTALL_HINT}`)),
    );
    child.on('close', (code) => {
      if (pending) onLine(pending);
      finish();
      if (index !== toParse.length) {
        reject(
          new Error(
            `${parserCommand()} stopped after ${index} of ${toParse.length} sentences (exit ${code}) at: ${toParse[index]}\n` +
              stderr.slice(-2000),
          ),
        );
        return;
      }
      resolve(verdicts);
    });
    child.stdin.on('error', () => {}); // reported by 'close'
    child.stdin.write(
      `${PARSER_SETTINGS.split(' ').join('\n')}\n!verbosity=1\n!echo\n`.replace('10', String(timeoutSeconds)),
    );
    let i = 0;
    const writeMore = () => {
      while (i < toParse.length) {
        const chunk = `${toParse.slice(i, i + 1000).join('\n')}\n`;
        i += 1000;
        if (!child.stdin.write(chunk)) {
          child.stdin.once('drain', writeMore);
          return;
        }
      }
      child.stdin.end();
    };
    writeMore();
  });
}
