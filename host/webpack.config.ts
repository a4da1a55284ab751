import { createConfig } from '../webpack.common';

export default createConfig({ name: 'host', dir: __dirname, port: 8080, title: 'Haat — handmade goods from India' });
