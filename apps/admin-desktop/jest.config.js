/**
 * Unit tests for the main and preload processes, the rules they share, and the renderer's pure parts (such as the
 * inbox's keyboard state); the `electron` module is stubbed in each test that needs it.
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src/main', '<rootDir>/src/preload', '<rootDir>/src/shared', '<rootDir>/src/renderer/src'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  // The renderer's pure parts use the shared domain, compiled from source as the renderer's build does.
  testEnvironmentOptions: { customExportConditions: ['source', 'node'] },
};
