import type { Config } from 'jest';
import { join } from 'node:path';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

/** A Node project (server, bench, React-free code). */
export function nodeProject(displayName: string, extra: Config = {}): Config {
  return {
    displayName,
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swc as never },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    ...extra,
  };
}

/** A browser-like project (React apps and libraries) on jsdom. */
export function domProject(displayName: string, extra: Config = {}): Config {
  return {
    displayName,
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swc as never },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [join(__dirname, 'scripts/jest/setup-dom.ts')],
    ...extra,
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy', ...(extra.moduleNameMapper ?? {}) },
  };
}
