export default function AddToCart() {
  return <span>AddToCart</span>;
}
