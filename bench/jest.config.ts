/** @jest-config-loader esbuild-register */
import { nodeProject } from '../jest.base';

export default nodeProject('bench');
