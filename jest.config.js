// One jest run covers every Node workspace. TypeScript is transformed by swc to
// CommonJS, the same module format tsc emits and node runs.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const node = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only dependencies are compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie|@apidevtools)/)'],
  moduleNameMapper: {
    '^@trade/contracts$': '<rootDir>/packages/contracts/src/index.ts',
    '^@trade/service-kit$': '<rootDir>/packages/service-kit/src/index.ts',
    '^@trade/service-kit/testing$': '<rootDir>/packages/service-kit/src/testing/index.ts',
  },
};

module.exports = {
  // Tests run against real servers: consumer group joins and broker restarts take seconds.
  testTimeout: 60000,
  // A worker that holds more than this after a test file is replaced by a fresh one. Without
  // it, a 2-core machine runs every file in one process (jest's default of cores - 1 workers),
  // whose heap grows with each jsdom file until the last ones crawl and time out.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...node,
      displayName: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/{packages,services,gateway,scripts,infra,tests}/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.disruptive\\.test\\.ts$'],
    },
    {
      ...node,
      // Tests that stop a shared local server; the test runner runs them alone, after the rest.
      displayName: 'disruptive',
      rootDir: __dirname,
      testMatch: ['<rootDir>/tests/**/*.disruptive.test.ts'],
    },
    '<rootDir>/web/jest.config.js',
  ],
};
