import Typography from 'antd/es/typography';
import Button from 'antd/es/button';

export default function ProductPage() {
  return (<section><Typography.Title>ProductPage</Typography.Title><Button type="primary">Primary</Button></section>);
}
