/**
 * Module boundaries (ARCHITECTURE.md rule 1). A module is public only through its index.ts; modules
 * see the shell only through src/shared; the kernel depends on nothing of ours.
 */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment: "Another module is reachable only through its index.ts.",
      severity: 'error',
      from: { path: '^modules/([^/]+)/' },
      to: { path: '^modules/[^/]+/', pathNot: ['^modules/$1/', '^modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'module-to-shell',
      comment: 'Modules may use src/shared (the kernel) but no other part of the shell.',
      severity: 'error',
      from: { path: '^modules/' },
      to: { path: '^src/', pathNot: '^src/shared/' },
    },
    {
      name: 'kernel-stays-pure',
      comment: 'src/shared is imported by everyone, so it imports no module and no other part of src.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(modules/|src/(?!shared/))' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
