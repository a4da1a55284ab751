import { createConfig } from '../webpack.common';
import { pages } from './src/pages';

export default createConfig({
  name: 'admin',
  dir: __dirname,
  port: 3003,
  title: 'Haat — admin (remote-admin standalone)',
  // Its page manifest: every page it serves.
  exposes: { './pages': './src/pages.ts' },
  pages,
});
