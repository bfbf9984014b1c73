/**
 * Unit tests for the main and preload processes and the rules they share (the `electron` module is
 * stubbed in each test), and for the renderer's pure parts (no DOM: React is tested in the browser).
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src/main', '<rootDir>/src/preload', '<rootDir>/src/shared', '<rootDir>/src/renderer'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  // The domain package's TypeScript sources, as the renderer's bundler reads them (its "source" export).
  moduleNameMapper: { '^@trailside/domain/(.*)$': '<rootDir>/../../packages/domain/src/$1' },
};
