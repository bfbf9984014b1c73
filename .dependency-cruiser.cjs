// The import-cycle check of `npm run lint`, over every workspace (see README, "The boundaries `npm run lint`
// enforces"). ESLint's import-x/no-cycle skips `import type`, and a cycle of types hides the same knot as one of
// values: two files that need each other are one file, or the part both need moves below them.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'This import closes a cycle: move what both files need below them, or make them one file.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|out|release|coverage|test-results|playwright-report|\\.turbo)/' },
    // Imports the compiler erases count too: `import type`, and imports used as types only.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // The workspaces' packages by their `exports`, their sources first, as the apps' TypeScript settings read them.
      exportsFields: ['exports'],
      conditionNames: ['source', 'types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
  },
};
