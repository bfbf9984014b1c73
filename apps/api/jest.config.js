/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.(spec|e2e-spec)\\.ts$',
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // A lazy `import('./x.js')` (the S3 storage) names the compiled file; under jest the source is x.ts.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // ky ships only ES modules; the domain's client uses it and the API tests call the client.
  transformIgnorePatterns: ['/node_modules/(?!(ky|@dicebear)/)'],
  // Compile the shared domain from source, so its tests and the API's see the same code without a build step.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  // Password hashing is deliberately slow; each suite boots a real app on its own database.
  testTimeout: 30000,
  // Every mail a test makes the API send is checked for List-Unsubscribe and pictures from the site only.
  setupFilesAfterEnv: ['<rootDir>/test/support/mail-rules.setup.ts'],
  // The suites wait on password hashing (libuv's threads) and I/O more than on the main thread: two workers take
  // about half the time of one, even on two cores (jest's default there is one).
  maxWorkers: 2,
  // The long suites first, so no worker ends up running one alone at the end (see the file).
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.mjs',
};
