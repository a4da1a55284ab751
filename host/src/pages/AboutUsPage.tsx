export default function AboutUsPage() {
  return <h1>AboutUsPage</h1>;
}
