export default function AdminLoginPage() {
  return <h1>AdminLoginPage</h1>;
}
