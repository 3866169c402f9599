// Jest project for the web app (run from the root `projects` list or alone with
// `npm test -w web`). swc compiles TSX with the automatic React runtime to CommonJS.
const path = require('node:path');

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

// npm hoists React 18 to the repo root (antd-mobile's @react-spring 9.6 peer range stops at 18),
// while web/ depends on React 19. Pin every import of react/react-dom to web's own copy so tests
// never load two Reacts. Vite does the same with `resolve.dedupe`.
const own = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));

module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/test/jsdom-with-fetch.js',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // antd's icon and colour packages (and a few others) ship ESM files even in their CommonJS
  // builds; let swc turn those into CommonJS too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@ant-design|@rc-component|antd|antd-mobile|antd-mobile-icons|rc-[a-z-]+|@babel/runtime/helpers/esm|@react-spring|@use-gesture|ahooks|nanoid|uuid)/)',
  ],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^react$': own('react'),
    '^react/(.*)$': `${own('react')}/$1`,
    '^react-dom$': own('react-dom'),
    '^react-dom/(.*)$': `${own('react-dom')}/$1`,
    // Stylesheets first: an alias path to one ('@/…/x.css') is a stylesheet too.
    '\\.(css|less)$': '<rootDir>/test/style-stub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/test/file-stub.js',
  },
};
