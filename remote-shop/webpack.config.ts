import { createConfig } from '../webpack.common';
import { pages } from './src/pages';

export default createConfig({
  name: 'shop',
  dir: __dirname,
  port: 3001,
  title: 'Haat — shop (remote-shop standalone)',
  server: true,
  // Its page manifest: every page it serves.
  exposes: { './pages': './src/pages.ts' },
  pages,
});
