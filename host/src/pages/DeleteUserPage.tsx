export default function DeleteUserPage() {
  return <h1>DeleteUserPage</h1>;
}
