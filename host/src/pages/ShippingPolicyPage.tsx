export default function ShippingPolicyPage() {
  return <h1>ShippingPolicyPage</h1>;
}
