/** @jest-config-loader esbuild-register */
import { domProject } from '../jest.base';

export default domProject('mf-catalog');
