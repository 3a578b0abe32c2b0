import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix, relative } from 'node:path';
import { dockerignore, parseDockerfile, type Instruction } from './dockerfile';

/**
 * A dry run of an image build, for machines without a Docker engine. Each stage's file system is replayed
 * as a set of paths: FROM (an earlier stage or an empty base), WORKDIR, COPY from the build context (as
 * .dockerignore leaves it) or from an earlier stage, and the RUN steps our Dockerfiles use:
 *   npm install -w …   every named workspace and each @grammarpath workspace it depends on is in the stage;
 *   npx tsc -p …       the config, what it extends and includes are there, and `typescript` is installed;
 *                      emits outDir/**.js for the included sources;
 *   npx rspack build   the config and every file it imports are there; each package it (or its imports)
 *                      names, and rspack itself, is declared by the front end's own package.json;
 *   npm run build      the package's own build script, each of its steps: `rspack build [-c config]` as
 *                      above (a config other than rspack.config.ts builds for Node: no src/main.ts needed),
 *                      `node <script>` (the script is there, the packages it imports are declared);
 *                      rspack.renderer.config.ts emits renderer-build/renderer.js, rspack.visitor.config.ts
 *                      dist/visitor.js and dist/learner-start.js;
 *   rm, ln -s, cd, npm cache clean, and a system-package `if …; fi` (skipped).
 * A step whose input is missing throws with the step; an unknown step throws too.
 */
export interface SimulatedImage {
  stages: Map<string, StageFiles>;
  final: StageFiles;
  /** CMD and HEALTHCHECK CMD of the final stage, exec form. */
  cmd: string[];
  healthcheck: string[];
}

export class StageFiles {
  /** Image path → the build-context file it came from (undefined when a build step produced it). */
  readonly files = new Map<string, string | undefined>();
  readonly links = new Map<string, string>();
  /** Packages the installed manifests declare, by the workspace folder that declares them ('' = root). */
  readonly declared = new Map<string, Set<string>>();
  workdir = '/';

  /** An absolute path, with symbolic links of its parents followed. */
  resolve(path: string, from = this.workdir): string {
    let absolute = posix.resolve(from, path);
    for (let hops = 0; hops < 10; hops++) {
      const link = [...this.links.keys()].find((l) => absolute === l || absolute.startsWith(`${l}/`));
      if (!link) return absolute;
      absolute = posix.join(this.links.get(link) as string, absolute.slice(link.length));
    }
    throw new Error(`symbolic link loop at ${path}`);
  }

  /** A file, or a folder holding one. */
  exists(path: string): boolean {
    const absolute = this.resolve(path);
    return this.files.has(absolute) || [...this.files.keys()].some((file) => file.startsWith(`${absolute}/`));
  }

  under(path: string): string[] {
    const absolute = this.resolve(path);
    return [...this.files.keys()].filter((file) => file === absolute || file.startsWith(`${absolute}/`));
  }

  read(path: string): string {
    const source = this.files.get(this.resolve(path));
    if (!source) throw new Error(`${path} is not a file copied from the build context`);
    return readFileSync(source, 'utf8');
  }

  clone(): StageFiles {
    const copy = new StageFiles();
    this.files.forEach((value, key) => copy.files.set(key, value));
    this.links.forEach((value, key) => copy.links.set(key, value));
    this.declared.forEach((value, key) => copy.declared.set(key, new Set(value)));
    copy.workdir = this.workdir;
    return copy;
  }
}

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function contextFiles(context: string, path: string, ignored: (path: string) => boolean): string[] {
  const absolute = join(context, path);
  if (!existsSync(absolute) || ignored(path)) throw new Error(`COPY ${path}: not in the build context`);
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { withFileTypes: true })
    .map((entry) => posix.join(path, entry.name))
    .filter((child) => !ignored(child))
    .flatMap((child) => contextFiles(context, child, ignored));
}

/** An absolute path with `*` wildcards (within one folder) as a regular expression; `withChildren`: and under it. */
function globRegExp(path: string, { withChildren = false } = {}): RegExp {
  const escaped = path.replace(/[.+^$()|[\]{}\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}${withChildren ? '(?:/.*)?' : ''}$`);
}

function copy(stage: StageFiles, words: string[], context: string, stages: Map<string, StageFiles>): void {
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((word) => !word.startsWith('--'));
  const destination = paths.pop() as string;
  const intoFolder = destination.endsWith('/') || paths.length > 1;
  const target = stage.resolve(destination);
  const ignored = dockerignore(context);
  for (const source of paths) {
    if (from !== undefined) {
      const origin = stages.get(from);
      if (!origin) throw new Error(`COPY --from=${from}: no such stage`);
      const absolute = origin.resolve(source, '/');
      // A wildcard matches files of one folder, each copied by its own name.
      const pattern = absolute.includes('*') ? globRegExp(absolute) : undefined;
      const found = pattern
        ? [...origin.files.keys()].filter((file) => pattern.test(file))
        : origin.under(absolute);
      if (found.length === 0) throw new Error(`COPY --from=${from} ${source}: the stage has no such file`);
      for (const file of found) {
        const rest = pattern ? '' : file.slice(absolute.length);
        const name = rest === '' ? (intoFolder ? `/${posix.basename(file)}` : '') : rest;
        stage.files.set(target + name, origin.files.get(file));
      }
      continue;
    }
    const clean = posix
      .normalize(source)
      .replace(/^\.\/?/, '')
      .replace(/\/$/, '');
    const isFolder = statSync(join(context, clean || '.')).isDirectory();
    for (const file of contextFiles(context, clean, ignored)) {
      const name = isFolder ? file.slice(clean.length) : intoFolder ? `/${posix.basename(file)}` : '';
      stage.files.set(posix.normalize(target + name), join(context, file));
    }
  }
}

function npmInstall(stage: StageFiles, cwd: string, words: string[]): void {
  if (!stage.exists(posix.join(cwd, 'package.json')) || !stage.exists(posix.join(cwd, 'package-lock.json')))
    throw new Error('npm install: no package.json and package-lock.json in the working directory');
  const omitDev = words.includes('--omit=dev');
  const named = words.flatMap((word, index) => (word === '-w' ? [words[index + 1]] : []));
  const workspaces = new Map<string, { folder: string; manifest: Manifest }>();
  for (const file of stage.under(cwd).filter((path) => path.endsWith('/package.json'))) {
    const manifest = JSON.parse(stage.read(file)) as Manifest;
    workspaces.set(manifest.name, { folder: posix.dirname(file), manifest });
  }
  const declare = (folder: string, manifest: Manifest) =>
    stage.declared.set(
      folder,
      new Set([
        ...Object.keys(manifest.dependencies ?? {}),
        ...(omitDev ? [] : Object.keys(manifest.devDependencies ?? {})),
      ]),
    );
  if (words.includes('--include-workspace-root'))
    declare('', JSON.parse(stage.read(posix.join(cwd, 'package.json'))) as Manifest);
  // npm installs the named workspaces and, through their links, the workspaces they depend on.
  const queue = [...named];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const workspace = workspaces.get(name);
    if (!workspace) throw new Error(`npm install: ${name}'s package.json is not in the stage`);
    if (stage.declared.has(posix.relative(cwd, workspace.folder))) continue;
    declare(posix.relative(cwd, workspace.folder), workspace.manifest);
    queue.push(
      ...Object.keys({
        ...workspace.manifest.dependencies,
        ...(omitDev ? {} : workspace.manifest.devDependencies),
      }).filter((dependency) => dependency.startsWith('@grammarpath/')),
    );
  }
  stage.files.set(posix.join(cwd, 'node_modules', '.package-lock.json'), undefined);
}

function typescriptBuild(stage: StageFiles, cwd: string, configPath: string): void {
  if (![...stage.declared.values()].some((set) => set.has('typescript')))
    throw new Error('npx tsc: typescript is not installed');
  const config = stage.resolve(configPath, cwd);
  const visited: string[] = [];
  let options: { outDir?: string; rootDir?: string } = {};
  let include: string[] | undefined;
  let exclude: string[] = [];
  for (let current: string | undefined = config; current;) {
    if (!stage.exists(current)) throw new Error(`npx tsc -p ${configPath}: ${current} is not in the stage`);
    visited.push(current);
    const json = JSON.parse(stage.read(current)) as {
      extends?: string;
      include?: string[];
      exclude?: string[];
      compilerOptions?: { outDir?: string; rootDir?: string };
    };
    options = { ...json.compilerOptions, ...options };
    include ??= json.include?.map((path) => posix.join(posix.dirname(current as string), path));
    if (exclude.length === 0 && json.exclude) exclude = json.exclude;
    current = json.extends ? posix.resolve(posix.dirname(current), json.extends) : undefined;
  }
  const folder = posix.dirname(config);
  for (const path of include ?? [folder])
    if (!stage.exists(path)) throw new Error(`npx tsc -p ${configPath}: includes ${path}, not in the stage`);
  const excluded = exclude.map(
    (pattern) =>
      new RegExp(
        `^${posix
          .join(folder, pattern)
          .replace(/[.+^$()|[\]{}\\]/g, '\\$&')
          .replace(/\*\*\//g, '(?:.*/)?')
          .replace(/\*/g, '[^/]*')}(?:/.*)?$`,
      ),
  );
  const rootDir = posix.join(folder, options.rootDir ?? '.');
  const outDir = posix.join(folder, options.outDir ?? '.');
  for (const file of (include ?? [folder]).flatMap((path) => stage.under(path))) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts') || excluded.some((regex) => regex.test(file)))
      continue;
    stage.files.set(posix.join(outDir, posix.relative(rootDir, file).replace(/\.tsx?$/, '.js')), undefined);
  }
}

const IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'|\b(?:require|import)\('([^']+)'\)/gm;

/** The package a bare import names (`@scope/name/sub` → `@scope/name`), or undefined for node built-ins. */
function packageOf(specifier: string): string | undefined {
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return name.startsWith('node:') || builtinModules.includes(name) ? undefined : name;
}

/** Every package the files reachable from `entry` by relative imports name; throws on a missing file. */
function packagesImported(
  stage: StageFiles,
  entry: string,
  step: string,
  packageFolder: string,
): Set<string> {
  const needs = new Set<string>();
  const queue = [entry];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!stage.exists(file)) throw new Error(`${step} in ${packageFolder}: ${file} is not in the stage`);
    for (const match of stage.read(file).matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('.')) {
        const base = posix.resolve(posix.dirname(file), specifier);
        queue.push(
          ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => stage.files.has(path)) ??
            `${base}.ts`,
        );
      } else {
        const pkg = packageOf(specifier);
        if (pkg) needs.add(pkg);
      }
    }
  }
  return needs;
}

function installedWorkspace(stage: StageFiles, cwd: string, step: string): string {
  const packageFolder = [...stage.declared.keys()].find((key) => key && cwd.endsWith(`/${key}`));
  if (packageFolder === undefined) throw new Error(`${step}: ${cwd} is not an installed workspace`);
  return packageFolder;
}

function checkDeclared(stage: StageFiles, packageFolder: string, needs: Set<string>, step: string): void {
  for (const pkg of needs)
    if (!stage.declared.get(packageFolder)?.has(pkg))
      throw new Error(`${step}: ${pkg} is not a dependency of ${packageFolder}/package.json`);
}

function rspackBuild(stage: StageFiles, cwd: string, config = 'rspack.config.ts'): void {
  const step = 'npx rspack build';
  const packageFolder = installedWorkspace(stage, cwd, step);
  const needs = packagesImported(stage, posix.join(cwd, config), step, packageFolder);
  needs.add('@rspack/cli');
  needs.add('@rspack/core');
  checkDeclared(stage, packageFolder, needs, step);
  // The shell's renderer of learner pages: one Node bundle beside the browser build.
  if (config === 'rspack.renderer.config.ts')
    stage.files.set(posix.join(cwd, 'renderer-build', 'renderer.js'), undefined);
  // The shell's plain entries, beside its browser build.
  if (config === 'rspack.visitor.config.ts')
    for (const output of ['visitor.js', 'learner-start.js'])
      stage.files.set(posix.join(cwd, 'dist', output), undefined);
  if (config !== 'rspack.config.ts') return;
  if (!stage.exists(posix.join(cwd, 'src', 'main.ts')))
    throw new Error(`npx rspack build: ${cwd}/src/main.ts is not in the stage`);
  for (const output of ['index.html', 'main.js', 'main.js.map', 'mf-manifest.json', 'remoteEntry.js'])
    stage.files.set(posix.join(cwd, 'dist', output), undefined);
}

function nodeScript(stage: StageFiles, cwd: string, script: string): void {
  const step = `node ${script}`;
  const packageFolder = installedWorkspace(stage, cwd, step);
  checkDeclared(
    stage,
    packageFolder,
    packagesImported(stage, posix.join(cwd, script), step, packageFolder),
    step,
  );
}

/** `npm run build`: the steps of the package's build script. */
function npmRunBuild(stage: StageFiles, cwd: string): void {
  const manifest = JSON.parse(stage.read(posix.join(cwd, 'package.json'))) as Manifest;
  const script = manifest.scripts?.build;
  if (!script) throw new Error(`npm run build: ${cwd}/package.json has no build script`);
  for (const part of script.split('&&').map((step) => step.trim())) {
    const words = part.split(/\s+/);
    if (words[0] === 'rspack' && words[1] === 'build')
      rspackBuild(stage, cwd, words[2] === '-c' ? words[3] : undefined);
    else if (words[0] === 'node' && words.length === 2) nodeScript(stage, cwd, words[1]);
    else throw new Error(`npm run build: unsupported build step: ${part}`);
  }
}

function remove(stage: StageFiles, cwd: string, patterns: string[]): void {
  for (const pattern of patterns) {
    const regex = globRegExp(posix.resolve(cwd, pattern), { withChildren: true });
    for (const file of [...stage.files.keys()]) if (regex.test(file)) stage.files.delete(file);
  }
}

function run(stage: StageFiles, command: string): void {
  if (/^if\s/.test(command)) return; // system packages (apt-get): nothing the image's own files depend on
  let cwd = stage.workdir;
  for (const part of command.split('&&').map((step) => step.trim())) {
    const words = part.split(/\s+/);
    while (/^[A-Z_]+=/.test(words[0])) words.shift();
    const line = words.join(' ');
    if (words[0] === 'cd') cwd = stage.resolve(words[1], cwd);
    else if (line.startsWith('npm install')) npmInstall(stage, cwd, words);
    else if (line.startsWith('npm cache clean')) continue;
    else if (line.startsWith('npx tsc -p')) typescriptBuild(stage, cwd, words[3]);
    else if (line === 'npx rspack build') rspackBuild(stage, cwd);
    else if (line === 'npm run build') npmRunBuild(stage, cwd);
    else if (words[0] === 'rm')
      remove(
        stage,
        cwd,
        words.slice(1).filter((word) => !word.startsWith('-')),
      );
    else if (words[0] === 'ln' && words[1] === '-s')
      stage.links.set(posix.resolve(cwd, words[3]), posix.resolve(cwd, words[2]));
    else throw new Error(`unsupported build step: ${part}`);
  }
}

const execForm = (rest: string) =>
  JSON.parse(rest.replace(/^CMD\s+/, '').replace(/^.*?(\[)/, '$1')) as string[];

/** Replays a Dockerfile on a build context with the given build args; see the file's comment. */
export function simulateImageBuild(
  dockerfilePath: string,
  context: string,
  buildArgs: Record<string, string>,
): SimulatedImage {
  const dockerfile = parseDockerfile(dockerfilePath, buildArgs);
  const stages = new Map<string, StageFiles>();
  let stage = new StageFiles();
  let cmd: string[] = [];
  let healthcheck: string[] = [];
  for (const { keyword, rest, stage: name } of dockerfile.instructions as Instruction[]) {
    const text = dockerfile.substitute(rest);
    try {
      if (keyword === 'FROM') {
        stage = stages.get(text.split(/\s+/)[0])?.clone() ?? new StageFiles();
        stages.set(name, stage);
      } else if (keyword === 'WORKDIR') stage.workdir = stage.resolve(text);
      else if (keyword === 'COPY' || keyword === 'ADD') copy(stage, text.split(/\s+/), context, stages);
      else if (keyword === 'RUN') run(stage, text);
      else if (keyword === 'CMD') cmd = execForm(text);
      else if (keyword === 'HEALTHCHECK') healthcheck = execForm(text.slice(text.indexOf('CMD')));
    } catch (error) {
      throw new Error(
        `${relative(context, dockerfilePath)} stage ${name}: ${keyword} ${text}\n  ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return { stages, final: stage, cmd, healthcheck };
}
