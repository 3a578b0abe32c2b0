import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { featureFolders } from './feature-folders.mjs';
import { moduleBoundaries } from './module-boundaries.mjs';
import { noCycles } from './no-cycles.mjs';
import { ensureProjectGraph } from './project-graph.mjs';
import { themeColours } from './theme-colours.mjs';

/** The house conventions as lint rules: package boundaries, feature folders, no cycles, theme colours. */
export function conventions(workspaceRoot) {
  ensureProjectGraph(workspaceRoot);
  return [
    {
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
            conditionNames: ['source', 'types', 'import', 'require', 'node', 'default'],
          }),
        ],
      },
    },
    ...moduleBoundaries(workspaceRoot),
    featureFolders(workspaceRoot),
    noCycles(),
    themeColours(),
  ];
}
