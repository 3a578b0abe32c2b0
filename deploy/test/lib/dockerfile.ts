import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Dockerfile {
  /** Build arguments declared before or in the stages, with their defaults (undefined when none). */
  args: Map<string, string | undefined>;
  /** Sources of COPY/ADD from the build context (not --from another stage), build args substituted. */
  contextSources: string[];
  /** Base images of every stage, build args substituted (stage names excluded). */
  baseImages: string[];
  instructions: Instruction[];
  /** Build args substituted as the builder does (${NAME} and $NAME). */
  substitute: (input: string) => string;
}

export interface Instruction {
  keyword: string;
  rest: string;
  /** The stage the instruction belongs to: its `AS` name, or its index for an unnamed stage. */
  stage: string;
}

/** Parses the parts of a Dockerfile the deploy tests check: ARGs, FROM images and COPY sources. */
export function parseDockerfile(path: string, buildArgs: Record<string, string>): Dockerfile {
  const text = readFileSync(path, 'utf8').replace(/\\\n/g, ' ');
  let stage = '';
  let stageCount = 0;
  const instructions = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line): Instruction => {
      const [keyword, ...rest] = line.split(/\s+/);
      if (keyword.toUpperCase() === 'FROM') stage = rest[2] ?? String(stageCount);
      if (keyword.toUpperCase() === 'FROM') stageCount += 1;
      return { keyword: keyword.toUpperCase(), rest: rest.join(' '), stage };
    });
  const args = new Map<string, string | undefined>();
  const value = (name: string) => buildArgs[name] ?? args.get(name) ?? '';
  const substitute = (input: string) =>
    input.replace(
      /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
      (_m, a?: string, b?: string) => value((a ?? b) as string),
    );
  const stages = new Set<string>();
  const baseImages: string[] = [];
  const contextSources: string[] = [];
  for (const { keyword, rest } of instructions) {
    if (keyword === 'ARG') {
      const [name, defaultValue] = rest.split('=');
      if (!args.has(name) || defaultValue !== undefined) args.set(name, defaultValue?.replace(/^"|"$/g, ''));
    } else if (keyword === 'FROM') {
      const [image, as, stage] = rest.split(/\s+/);
      const resolved = substitute(image);
      if (!stages.has(resolved)) baseImages.push(resolved);
      if (as?.toUpperCase() === 'AS' && stage) stages.add(stage);
    } else if (keyword === 'COPY' || keyword === 'ADD') {
      const words = rest.split(/\s+/);
      if (words.some((word) => word.startsWith('--from='))) continue;
      const paths = words.filter((word) => !word.startsWith('--'));
      contextSources.push(...paths.slice(0, -1).map(substitute));
    }
  }
  return { args, contextSources, baseImages, instructions, substitute };
}

/** The .dockerignore rules of a build context: a path is excluded when a rule matches it or a parent. */
export function dockerignore(context: string): (path: string) => boolean {
  const file = join(context, '.dockerignore');
  if (!existsSync(file)) return () => false;
  const rules = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = (negate ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split('/')
        .map((segment) =>
          segment === '**'
            ? '(?:.*)'
            : segment
                .replace(/[.+^$()|[\]{}\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
      return { negate, regex: new RegExp(`^${source}$`) };
    });
  return (path: string) => {
    const parts = path.replace(/^\.\/|\/+$/g, '').split('/');
    let excluded = false;
    for (const rule of rules) {
      for (let length = 1; length <= parts.length; length++) {
        if (rule.regex.test(parts.slice(0, length).join('/'))) {
          excluded = !rule.negate;
          break;
        }
      }
    }
    return excluded;
  };
}
