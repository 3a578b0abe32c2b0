/**
 * No import cycles inside the services and the front ends (a cycle is a feature folder that leaks). TypeORM
 * entities are exempt: a relation is declared on both sides and resolved lazily (`() => Entity`) by design.
 */
export function noCycles() {
  return {
    files: ['services/*/src/**/*.ts', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.entity.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  };
}
