module.exports = { ...require('../jest.preset.js').node, testMatch: ['<rootDir>/test/**/*.spec.ts'] };
