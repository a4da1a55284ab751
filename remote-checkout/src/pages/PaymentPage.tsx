export default function PaymentPage() {
  return <h1>PaymentPage</h1>;
}
