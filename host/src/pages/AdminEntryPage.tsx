export default function AdminEntryPage() {
  return <h1>AdminEntryPage</h1>;
}
