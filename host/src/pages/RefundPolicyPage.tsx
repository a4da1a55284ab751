export default function RefundPolicyPage() {
  return <h1>RefundPolicyPage</h1>;
}
