// A require hook that compiles TypeScript with SWC (legacy decorators and their metadata, as Nest needs),
// so integration tests can start a real service process from the sources: node -r ./swc-register.js x.ts
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
