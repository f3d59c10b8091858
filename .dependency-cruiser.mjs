// dependency-cruiser (`npm run lint`, after ESLint): no import circle anywhere in the house. Type-only imports count:
// two files that name each other's types cannot be read, moved or split apart either. ESLint's `lokasi/boundaries`
// (eslint.config.js) says which way imports may run; this says they never come back round.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other, straight or through others: move what both need to the file below them ' +
        '(a shared type to the tables or types file both read, a constant to the module that owns its data).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports are dependencies too (they vanish from the built JavaScript, not from the design).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|tests/output|perf/screenshots)/' },
  },
};
