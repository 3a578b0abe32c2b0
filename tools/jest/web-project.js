// jest config for a front-end workspace: the root web preset plus the jsdom set-up and paths that work at any depth.
const path = require('node:path');
const { web } = require('../../jest.preset.js');

const esmOnly = ['@ant-design/colors', '@ant-design/fast-color'];

module.exports = {
  ...web,
  moduleNameMapper: {
    '\\.(css|svg|png|mp3|wav)$': path.join(__dirname, 'file-stub.js'),
    // Builds import antd's ES modules (shared per component); jest runs its CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  // The "source" export condition makes some packages (scroll-into-view-if-needed) resolve to TypeScript
  // sources, and a few antd dependencies ship ES modules only: both are compiled, other packages are not.
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/).+\\.(js|cjs|mjs|json)$`],
  setupFilesAfterEnv: [path.join(__dirname, 'web-setup.js')],
  // antd in jsdom is slow to render and type into, more so on a busy 2-core machine.
  testTimeout: 60_000,
};
