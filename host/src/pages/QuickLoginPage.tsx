export default function QuickLoginPage() {
  return <h1>QuickLoginPage</h1>;
}
