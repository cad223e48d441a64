/** @jest-config-loader esbuild-register */
import { nodeProject } from '../jest.base';

export default nodeProject('server', {
  // content-disposition 3 (@fastify/static) and cookie 1 (light-my-request, behind app.inject) ship ESM only;
  // Jest's CommonJS runtime needs them compiled.
  transformIgnorePatterns: ['^(?!.*/node_modules/(content-disposition|cookie|parse-duration)/).*/node_modules/'],
});
