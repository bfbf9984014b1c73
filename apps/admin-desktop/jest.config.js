/** Unit tests for the main and preload processes and the rules they share; the `electron` module is stubbed in each test. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src/main', '<rootDir>/src/preload', '<rootDir>/src/shared'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
};
