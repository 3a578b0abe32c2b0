module.exports = {
  ...require('../../jest.preset.js').node,
  testMatch: ['<rootDir>/src/**/*.integration-spec.ts'],
  testTimeout: 30_000,
};
