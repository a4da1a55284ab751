/** The `checkout` namespace in English: cart, payment and orders pages, the mini-cart and
 *  add-to-cart fragments, and the standalone page. */
export const en: Record<string, string> = {
  'cart.title': 'Your cart',
  'cart.intro':
    'The items you choose in the shop wait here until you pay, with prices including GST. Shipping is free on orders of {{threshold}} or more.',
  'cart.empty': 'Your cart is empty.',
  'cart.toShop': 'Go to the shop',

  'payment.title': 'Payment',
  'payment.intro':
    'Paying for your order takes four steps. They open here once the cart is connected to the shop API.',
  'payment.steps': 'Steps of the payment',
  'payment.address.title': 'Delivery address',
  'payment.address.text': 'Where we deliver, anywhere in India. Your state decides how GST is split on the invoice.',
  'payment.gstin.title': 'GSTIN (optional)',
  'payment.gstin.text':
    'Buying for a business? Add your GSTIN and it is printed on your tax invoice, so you can claim the input tax credit.',
  'payment.review.title': 'Review',
  'payment.review.text':
    'Check the items, the shipping fee and the total with its GST: CGST and SGST within our state, IGST for other states.',
  'payment.pay.title': 'Pay',
  'payment.pay.text': 'You pay on our payment provider’s secure hosted checkout; your card details never reach us.',
  'payment.toCart': 'Back to your cart',

  'orders.title': 'Your orders',
  'orders.intro': 'Each order you place appears here with its payment and delivery status, and its tax invoice.',
  'orders.empty': 'No orders yet. Your orders appear here once you can sign in and the shop API is connected.',
  'orders.toShop': 'Go to the shop',
  'orders.toAccount': 'Back to your account',
  'orders.signedOut': 'You are not signed in.',
  'orders.signIn': 'Sign in to see your orders',
  'orders.signedInAs': 'Signed in as {{email}}',

  'miniCart.label_one': 'Cart, {{count}} item',
  'miniCart.label_other': 'Cart, {{count}} items',

  'addToCart.label': 'Add to cart',
  'addToCart.notYet': 'The cart opens when the shop API is connected.',
  'addToCart.soldOut': 'Sold out',

  'standalone.title': 'remote-checkout (standalone)',
  'standalone.pages': 'Pages',
  'standalone.language': 'Language',
  'standalone.cart': 'Cart',
  'standalone.payment': 'Payment',
  'standalone.orders': 'Orders',
  'standalone.fragments': 'Fragments',
  'standalone.fragmentsTitle': 'Fragments of remote-checkout',
  'standalone.fragmentsIntro': 'The pieces this remote lends to other pages, shown here in each state.',
  'standalone.miniCart': 'Mini-cart (in the header of every shop page)',
  'standalone.inStock': 'Add to cart, product in stock',
  'standalone.soldOut': 'Add to cart, product sold out',
};
