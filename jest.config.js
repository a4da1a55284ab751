// One jest run for every workspace: unit and component tests sit beside what they test.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only packages that jest must transpile
  transformIgnorePatterns: ['/node_modules/(?!(ofetch|destr|ufo|node-fetch-native|cookie|request-filtering-agent|jose|otplib|@otplib|@scure|@noble)/)'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/scripts/jest/style-stub.js',
    // Apps import antd per component from its ES build; jest runs the CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
  },
};

module.exports = {
  // Caps, not waits: a passing test ends when its condition holds. A loaded machine (CI beside other
  // work, two runs at once) makes antd's forms in jsdom 5-10x slower, so the caps are set for that,
  // here once rather than per file. Run-wide: jest-circus reads only the global config's
  // testTimeout, so inside `projects` (where it was) it was ignored and every test had jest's
  // default 5 s, which a loaded machine overran (fresh-clone CI: scripts/ssr-render.test.ts).
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      // api/ has its own runner (node --test, scripts/test-api.ts): PGlite needs real ESM imports.
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/api/'],
      testEnvironment: 'node',
      testMatch: ['<rootDir>/shared-contracts/src/**/*.test.ts', '<rootDir>/*/src/**/*.test.ts', '<rootDir>/host/server/**/*.test.ts', '<rootDir>/deploy/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'],
      testMatch: ['<rootDir>/*/src/**/*.test.tsx'],
    },
  ],
};
