// A loader for the builds whose pages always link antd's build-time stylesheet (antd runs with zero runtime
// there, see DESIGN.md §8): it replaces the style generator each antd component hands to `genStyleHooks`
// (and its two siblings) with one that generates nothing. antd never calls those generators with zero
// runtime, yet they are most of its style code; unreferenced, the generators' helpers are left out of the
// bundle. The component tokens (the third argument) stay: antd still sets the components' CSS variables.
import { parse } from 'acorn';

const GENERATOR_HOOKS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const NO_STYLES = '() => []';

/** Every node of `node`'s tree, depth first. */
function* nodesOf(node) {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') yield* nodesOf(child);
    }
  }
}

/** `source` with the style generator of every generator-hook call replaced. */
export function stripStyleGenerators(source) {
  if (![...GENERATOR_HOOKS].some((hook) => source.includes(`${hook}(`))) return source;
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const generators = [...nodesOf(ast)]
    .filter(
      (node) =>
        node.type === 'CallExpression' &&
        node.callee.type === 'Identifier' &&
        GENERATOR_HOOKS.has(node.callee.name) &&
        node.arguments.length >= 2,
    )
    .map((call) => call.arguments[1])
    .sort((a, b) => b.start - a.start);
  return generators.reduce(
    (text, generator) => text.slice(0, generator.start) + NO_STYLES + text.slice(generator.end),
    source,
  );
}

export default function antdStyleGeneratorsLoader(source) {
  return stripStyleGenerators(source);
}
