'use strict';
// The one-bundle SPA of the home page (bench only): the same loaders, minifier and compression as the site's
// apps (scripts/webpack), but no Module Federation and a single JS chunk. Output: --output-path.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);
const { moduleRules } = require('../../scripts/webpack/rules');
const { PrecompressPlugin } = require('../../scripts/webpack/precompress-plugin');

module.exports = {
  context: __dirname,
  mode: 'production',
  devtool: false,
  target: 'web',
  entry: { main: './src/index.tsx' },
  output: { path: path.join(__dirname, 'dist'), publicPath: '/', filename: '[name].[contenthash:10].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
  module: { rules: moduleRules({ production: true, uniqueName: 'spa' }) },
  optimization: {
    minimizer: [
      new MinimizerPlugin({
        minify: MinimizerPlugin.swcMinify,
        minimizerOptions: { compress: { passes: 2 }, mangle: true },
      }),
    ],
  },
  plugins: [
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' }),
    new HtmlWebpackPlugin({
      template: path.join(__dirname, '../../shell/public/index.html'),
      scriptLoading: 'defer',
      inject: 'head',
    }),
    new PrecompressPlugin(),
  ],
  performance: { hints: false },
  infrastructureLogging: { level: 'warn' },
  stats: 'errors-warnings',
};
