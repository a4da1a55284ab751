export default function PrivacyPolicyPage() {
  return <h1>PrivacyPolicyPage</h1>;
}
