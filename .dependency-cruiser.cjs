/**
 * Dependency direction (STYLE.md rule 1):
 *   packages/shared  imports nothing of ours
 *   packages/engine  imports only shared
 *   packages/model-audit imports nothing of ours (pure scanners)
 *   apps/server      imports shared and engine
 *   apps/web         imports only shared (never server or engine code)
 *   apps/cli         imports shared, engine and the server's public entry
 * and no import cycles anywhere.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'shared-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/shared' },
      to: { path: '^(packages/engine|apps)/' },
    },
    {
      name: 'engine-imports-only-shared',
      severity: 'error',
      from: { path: '^packages/engine' },
      to: { path: '^apps/' },
    },
    {
      name: 'model-audit-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/model-audit' },
      to: { path: '^(packages/(shared|engine)|apps)/' },
    },
    {
      name: 'server-does-not-import-other-apps',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/(web|cli)/' },
    },
    {
      name: 'web-imports-only-shared',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^(apps/(server|cli)|packages/engine)/' },
    },
    {
      name: 'cli-uses-server-entry-only',
      severity: 'error',
      from: { path: '^apps/cli' },
      to: { path: '^apps/server/src/(?!index\\.ts$)' },
    },
    {
      name: 'no-orphans-in-src',
      severity: 'warn',
      from: {
        orphan: true,
        pathNot: [
          '\\.d\\.ts$',
          '\\.test\\.ts$',
          '(^|/)(vite|drizzle)\\.config\\.ts$',
          '(^|/)build\\.mjs$',
          '^apps/cli/bin/',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|drizzle)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
