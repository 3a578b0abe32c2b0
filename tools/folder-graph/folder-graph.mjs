#!/usr/bin/env node
// The import graph between the top-level folders of a source tree: how many imports cross folders, how many of
// those lie on a folder cycle, and the two-way folder pairs. `node tools/folder-graph/folder-graph.mjs <src>
// [--show]`. The lint forbids file cycles and cross-feature imports; this measures the folders as a whole.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const show = process.argv.includes('--show');
const isSource = (name) => /\.tsx?$/.test(name) && !/\.(spec|integration-spec)\.tsx?$/.test(name);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

const folderOf = (file) => {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 1 ? parts[0] : '.';
};

const edges = [];
for (const file of sourceFiles(root)) {
  const text = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
    let target = path.resolve(path.dirname(file), specifier);
    if (fs.existsSync(target) && fs.statSync(target).isDirectory()) target = path.join(target, 'index');
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from !== to) edges.push({ from, to, file: path.relative(root, file), specifier });
  }
}

// Strongly connected components (Tarjan): an edge inside one component lies on a cycle.
const next = new Map();
for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
const index = new Map();
const low = new Map();
const component = new Map();
const stack = [];
let counter = 0;
function visit(node) {
  index.set(node, counter);
  low.set(node, counter);
  counter += 1;
  stack.push(node);
  for (const target of next.get(node) ?? []) {
    if (!index.has(target)) {
      visit(target);
      low.set(node, Math.min(low.get(node), low.get(target)));
    } else if (!component.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
  }
  if (low.get(node) === index.get(node)) {
    let member;
    do {
      member = stack.pop();
      component.set(member, node);
    } while (member !== node);
  }
}
for (const { from, to } of edges) for (const node of [from, to]) if (!index.has(node)) visit(node);

const onCycles = edges.filter(({ from, to }) => component.get(from) === component.get(to));
const pairs = new Map();
for (const { from, to } of edges) pairs.set(`${from}>${to}`, (pairs.get(`${from}>${to}`) ?? 0) + 1);
let twoWay = 0;
for (const [key, count] of pairs) {
  const [from, to] = key.split('>');
  if (from < to && pairs.has(`${to}>${from}`)) twoWay += Math.min(count, pairs.get(`${to}>${from}`));
}

console.log(
  `${path.relative(process.cwd(), root) || '.'}: ${edges.length} cross-folder imports, ${onCycles.length} on folder cycles, ${twoWay} on the smaller side of two-way folder pairs`,
);
if (show)
  for (const { from, to, file, specifier } of onCycles)
    console.log(`  ${from} → ${to}: ${file} imports ${specifier}`);
process.exitCode = onCycles.length > 0 ? 1 : 0;
