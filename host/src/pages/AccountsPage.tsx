export default function AccountsPage() {
  return <h1>AccountsPage</h1>;
}
