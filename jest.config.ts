/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// One project per package; each package keeps its own jest.config.ts built from jest.base.ts.
const config: Config = {
  projects: [
    '<rootDir>/shared-api',
    '<rootDir>/shared-ui',
    '<rootDir>/server',
    '<rootDir>/shell',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-recipe-view',
    '<rootDir>/mf-recipe-editor',
    '<rootDir>/bench',
  ],
};

export default config;
