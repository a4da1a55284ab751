export default function SamplePage() {
  return <h1>SamplePage</h1>;
}
