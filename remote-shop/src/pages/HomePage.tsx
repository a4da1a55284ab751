import Typography from 'antd/es/typography';
import Button from 'antd/es/button';

export default function HomePage() {
  return (<section><Typography.Title>HomePage</Typography.Title><Button type="primary">Primary</Button></section>);
}
