'use strict';
// Loaders shared by the four apps: swc for TS/TSX (including the shared-api / shared-ui workspace sources, which
// resolve to real paths outside node_modules), CSS Modules for `*.module.css`, plain CSS for the design tokens.
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/** @param {{ tsx: boolean; production: boolean }} o */
function swcLoader({ tsx, production }) {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
      sourceMaps: true,
    },
  };
}

/** @param {{ production: boolean; uniqueName: string }} o */
function moduleRules({ production, uniqueName }) {
  const injectCss = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  return [
    { test: /\.ts$/, exclude: /node_modules/, use: swcLoader({ tsx: false, production }) },
    { test: /\.tsx$/, exclude: /node_modules/, use: swcLoader({ tsx: true, production }) },
    {
      test: /\.module\.css$/,
      use: [
        injectCss,
        {
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              namedExport: false, // `import styles from './thing.module.css'`, as types/css-modules.d.ts declares
              exportLocalsConvention: 'as-is',
              localIdentName: production ? '[hash:base64:7]' : '[name]__[local]__[hash:base64:5]',
              // Two apps may both have src/components/header.module.css; the salt keeps their classes apart.
              localIdentHashSalt: uniqueName,
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [injectCss, require.resolve('css-loader')],
    },
  ];
}

module.exports = { moduleRules };
