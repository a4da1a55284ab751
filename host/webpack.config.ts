import { createConfig } from '../webpack.common';
import { SHOP } from 'shared-contracts/domain/shop';

export default createConfig({ name: 'host', dir: __dirname, port: 8080, title: `${SHOP.name} — handmade goods from India`, server: true });
