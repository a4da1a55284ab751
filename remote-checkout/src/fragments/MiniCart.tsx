export default function MiniCart() {
  return <span>MiniCart</span>;
}
