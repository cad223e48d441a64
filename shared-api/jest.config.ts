/** @jest-config-loader esbuild-register */
import { domProject } from '../jest.base';

// jsdom: the client and hooks run in the browser; the React-free parts run anywhere.
export default domProject('shared-api');
