export default function ContactUsPage() {
  return <h1>ContactUsPage</h1>;
}
