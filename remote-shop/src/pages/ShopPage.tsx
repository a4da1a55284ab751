import Typography from 'antd/es/typography';
import Button from 'antd/es/button';

export default function ShopPage() {
  return (<section><Typography.Title>ShopPage</Typography.Title><Button type="primary">Primary</Button></section>);
}
