/** The `shop` namespace in English: home, shop and product pages, and the standalone page. */
export const en: Record<string, string> = {
  'home.title': 'Handmade goods from across India',
  'home.lead':
    'Textiles, pottery, woodwork, jewellery and more, made by hand by artisans and cooperatives from Kashmir to Kerala and sold in small batches.',
  'home.cta': 'Browse the shop',
  'home.about': 'Our story',
  'home.promises': 'Our promise',
  'home.promise.handmade.title': 'Made by hand',
  'home.promise.handmade.text':
    'Every piece is made by hand, in small numbers, by the people whose craft it is. No two are exactly alike.',
  'home.promise.gst.title': 'Prices include GST',
  'home.promise.gst.text':
    'The price you see is the price you pay: GST is included, and your invoice shows it line by line.',
  'home.promise.shipping.title': 'Shipping across India',
  'home.promise.shipping.text':
    'We deliver to every serviceable PIN code in India. Shipping is free on orders of {{threshold}} or more.',

  'shop.title': 'The shop',
  'shop.intro':
    'Textiles, pottery, woodwork and more, each with its craft and region, and its price in rupees including GST.',
  'shop.empty': 'The catalogue appears here when the shop API is connected.',
  'shop.meanwhile': 'Meanwhile, read how we work with makers',

  'product.text':
    'Photos, the story of the piece, its price including GST and its stock appear here when the shop API is connected.',
  'product.back': 'Back to the shop',

  'standalone.title': 'remote-shop (standalone)',
  'standalone.pages': 'Pages',
  'standalone.language': 'Language',
  'standalone.home': 'Home',
  'standalone.shop': 'Shop',
  'standalone.product': 'A product',
};
