export const en: Record<string, string> = {
  'layout.skip': 'Skip to content',
  'layout.mainNav': 'Main',
  'layout.footerNav': 'Shop information',
  'layout.language': 'Language',
  'layout.copyright': '© {{year}} Haat. Handmade goods from across India.',
  'nav.shop': 'Shop',
  'nav.about': 'About us',
  'nav.contact': 'Contact',
  'nav.account': 'My account',
  'nav.signIn': 'Sign in',
  'nav.shipping': 'Shipping policy',
  'nav.refund': 'Refund policy',
  'nav.privacy': 'Privacy policy',
  'nav.terms': 'Terms of service',
  'nav.sample': 'UI kit',
  'admin.title': 'Admin',
  'admin.nav': 'Admin sections',
  'admin.dashboard': 'Dashboard',
  'admin.listing': 'Listing',
  'admin.orders': 'Orders',
  'admin.users': 'Users',
  'admin.backToShop': 'Back to the shop',
  'remote.loading': 'Loading…',
  'remote.unavailableTitle': 'This part of the shop is not available right now',
  'remote.unavailableText': 'The rest of the site still works. Try again in a moment.',
  'remote.retry': 'Try again',
  'error.serverDescription': 'Something went wrong on our side. Please try again in a moment.',
  'error.backHome': 'Back to the home page',
  'update.available': 'A new version of the shop is available.',
  'update.reload': 'Reload',

  // Content pages
  'page.updated': 'Last updated:',
  'page.related': 'See also',

  'about.title': 'About Haat',
  'about.intro':
    'Haat is a small online shop for handmade goods from across India. The name comes from the village haat, the weekly market where makers sell their work directly to the people who use it.',
  'about.story.title': 'Our story',
  'about.story.p1':
    'We started in {{city}} in 2021 with a few block-printed cotton quilts from Bagru and a basket of blue-pottery bowls. Today we work with more than forty artisan families and cooperatives, from Kutch embroidery and Bengal kantha to Channapatna lacquer toys and Assam cane baskets.',
  'about.story.p2':
    'Every piece is made by hand, in small numbers, with techniques passed down through generations. No two are exactly alike, and that is the point.',
  'about.makers.title': 'How we work with makers',
  'about.makers.i1': 'We buy in small batches, at the prices the makers set, and pay them within 15 days.',
  'about.makers.i2': 'Every product page names the craft, the region and, when they agree, the maker.',
  'about.makers.i3': 'We favour natural dyes, local materials and plastic-free packaging.',
  'about.makers.i4': 'We commission custom pieces only when the maker has time for them: no rush orders.',
  'about.buying.title': 'Buying from Haat',
  'about.buying.p1':
    'All prices are in Indian rupees and include GST. Every order comes with a GST invoice; add your GSTIN at checkout if you buy for a business. We ship across India, and you can return an item within 7 days of delivery.',
  'about.team.title': 'Who we are',
  'about.team.p1':
    'Haat is run by {{legalName}}, a team of six in {{city}}: we photograph, pack and ship every order ourselves, and we answer your messages too.',
  'about.link.shop': 'Browse the shop',

  'privacy.title': 'Privacy policy',
  'privacy.intro':
    'This policy explains what personal data {{legalName}} ("Haat", "we") collects when you use this shop, why, and what you can do about it. We follow the Information Technology Act, 2000 and its rules, and the Digital Personal Data Protection Act, 2023.',
  'privacy.collect.title': 'What we collect',
  'privacy.collect.i1':
    'Account details: your name, email address and phone number. Your password is handled by our sign-in provider; we never see it.',
  'privacy.collect.i2': 'Order details: delivery and billing addresses, what you buy, and your GSTIN if you give one.',
  'privacy.collect.i3':
    'The payment status from our payment provider. We never see or store your card number, UPI PIN or net-banking password.',
  'privacy.collect.i4': 'Messages you send us, and the technical data (browser, pages visited) needed to keep the site secure.',
  'privacy.use.title': 'How we use it',
  'privacy.use.p1':
    'We use your data to deliver your orders, issue GST invoices, answer your questions and prevent fraud. We share it only with those who help us do that: couriers, our payment provider, and our hosting and sign-in providers, all bound to protect it.',
  'privacy.use.p2': 'We do not sell your data, and we do not use it for third-party advertising.',
  'privacy.cookies.title': 'Cookies',
  'privacy.cookies.p1':
    'We use only essential cookies and similar storage: one remembers your language for a year, others keep you signed in and keep your cart. There are no advertising or tracking cookies.',
  'privacy.rights.title': 'Your rights and how long we keep data',
  'privacy.rights.p1':
    'You may ask us to show, correct or erase your personal data, and you can delete your account yourself at any time. Write to {{email}} and we will reply within 30 days.',
  'privacy.rights.p2':
    'When an account is deleted, its orders and invoices are kept without your name or contact details, for as long as Indian tax law requires.',
  'privacy.grievance.title': 'Grievance officer',
  'privacy.grievance.p1':
    'As required by the Information Technology Rules, 2011 and the Consumer Protection (E-Commerce) Rules, 2020, our grievance officer is {{grievanceOfficer}}, reachable at {{grievanceEmail}} or by post at the address on our contact page. We acknowledge every complaint within 48 hours and resolve it within one month.',
  'privacy.link.delete': 'Delete your account',

  'refund.title': 'Refund and return policy',
  'refund.intro':
    'Every piece at Haat is made by hand, so small differences in colour, weave or glaze are part of its character, not defects. If something is not right, we will make it right.',
  'refund.returns.title': 'Returns within 7 days',
  'refund.returns.p1':
    'You can return an item within 7 days of delivery. It must be unused, unwashed and in its original packaging, with its tags.',
  'refund.returns.s1': 'Write to {{email}} with your order number and a photo of the item.',
  'refund.returns.s2': 'Within 2 working days we arrange a pickup or send you the address to return it to.',
  'refund.returns.s3': 'Once the item reaches us and has been checked, we confirm your refund by email.',
  'refund.exceptions.title': 'What cannot be returned',
  'refund.exceptions.i1': 'Items made or personalised to order, such as custom sizes or monogrammed linen.',
  'refund.exceptions.i2': 'Food such as spices, teas and honey, once opened.',
  'refund.exceptions.i3': 'Gift cards.',
  'refund.damaged.title': 'Damaged or wrong items',
  'refund.damaged.p1':
    'If an item arrives damaged, or is not what you ordered, tell us within 48 hours of delivery with photos of the parcel and the item. We pay for the return and send you a replacement or a full refund, as you prefer.',
  'refund.money.title': 'How refunds are paid',
  'refund.money.p1':
    'Refunds go back to the original payment method (card, UPI, net banking or wallet) within 5–7 working days of our approval; your bank may take a few more days to show the credit.',
  'refund.money.p2':
    'The refund includes the GST you paid, and we issue a credit note for it. Shipping charges are refunded when the item was damaged or wrong.',
  'refund.cancel.title': 'Cancelling an order',
  'refund.cancel.p1':
    'You can cancel an order free of charge until it has shipped, and you get a full refund. Once it has shipped, please use the return process above.',

  'shipping.title': 'Shipping policy',
  'shipping.intro':
    'We ship to every serviceable PIN code in India from our workshop in {{city}}. We do not ship outside India yet.',
  'shipping.dispatch.title': 'When your order leaves us',
  'shipping.dispatch.p1':
    'Items in stock are packed and dispatched within 2 working days. Made-to-order pieces show their making time on the product page, usually 7 to 15 days.',
  'shipping.times.title': 'Delivery times',
  'shipping.times.i1': 'Metro cities: 3–5 working days after dispatch.',
  'shipping.times.i2': 'Rest of India: 5–8 working days.',
  'shipping.times.i3':
    'North-eastern states, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands and Lakshadweep: 7–12 working days.',
  'shipping.times.p1': 'Festivals, strikes and heavy rain can delay deliveries; we will tell you if your parcel is affected.',
  'shipping.charges.title': 'Shipping charges',
  'shipping.charges.p1':
    'Shipping is free on orders of {{threshold}} or more. Below that, a flat fee of {{fee}} is added at checkout. Both include GST, and the fee is shown before you pay.',
  'shipping.tracking.title': 'Tracking your parcel',
  'shipping.tracking.p1':
    'As soon as your order ships, we email you the courier’s name and tracking number. You can also follow it from your orders page.',
  'shipping.problems.title': 'If something goes wrong',
  'shipping.problems.p1':
    'If a parcel has not arrived 5 working days after the expected date, or arrives damaged, write to {{email}}. We will trace it with the courier and, if it is lost, send a replacement or a full refund.',
  'shipping.link.orders': 'Your orders',

  'terms.title': 'Terms of service',
  'terms.intro':
    'These terms apply when you use this shop or buy from it. The shop is run by {{legalName}}, {{city}}, Rajasthan, India (GSTIN {{gstin}}). By placing an order you accept them.',
  'terms.orders.title': 'Orders and prices',
  'terms.orders.p1':
    'All prices are in Indian rupees and include GST at the rate of each product. Your invoice shows CGST and SGST for deliveries within Rajasthan, and IGST for deliveries to other states.',
  'terms.orders.p2':
    'An order is binding once we confirm it by email after payment. If an item turns out to be out of stock, or was shown at a wrong price, we may cancel the order and refund you in full.',
  'terms.products.title': 'Handmade products',
  'terms.products.p1':
    'Our goods are made by hand from natural materials. Sizes, colours and patterns may differ slightly from the photos, and no two pieces are identical. Care instructions are on each product page.',
  'terms.account.title': 'Your account',
  'terms.account.p1':
    'Keep your password secret: you are responsible for orders placed with your account. Tell us at once if you think someone else has used it. You may delete your account at any time.',
  'terms.use.title': 'Using the site',
  'terms.use.i1': 'Do not use the site for anything unlawful or to harm others.',
  'terms.use.i2': 'Do not try to break into, overload or copy the site or its data.',
  'terms.use.i3': 'Photos, texts and designs belong to Haat or to the makers; do not reuse them without permission.',
  'terms.liability.title': 'Our responsibility',
  'terms.liability.p1':
    'We are responsible for the goods we sell as set out in the Consumer Protection Act, 2019. Beyond that, and as far as the law allows, our liability for an order is limited to the amount you paid for it.',
  'terms.law.title': 'Governing law and disputes',
  'terms.law.p1':
    'These terms are governed by the laws of India, and the courts of {{city}}, Rajasthan have jurisdiction. This does not affect your right as a consumer to approach the consumer commission where you live. Please write to our grievance officer first: most problems are solved quickly.',

  'contact.title': 'Contact us',
  'contact.intro':
    'We are a small team and we read every message. Write to us about an order, a return, a product or a piece made to order.',
  'contact.reach.title': 'Write or call',
  'contact.email': 'Email',
  'contact.phone': 'Phone',
  'contact.hours': 'Hours',
  'contact.hoursValue': 'Monday to Saturday, 10:00–18:00 IST (closed on Sundays and public holidays)',
  'contact.reply': 'We answer emails within one working day. If it is about an order, please include its number.',
  'contact.address.title': 'Postal address',
  'contact.address.country': 'India',
  'contact.gstin': 'GSTIN: {{gstin}}',
  'contact.grievance.title': 'Grievance officer',
  'contact.grievance.p1':
    'If we have not solved a problem to your satisfaction, or for any complaint about your personal data, contact our grievance officer, {{grievanceOfficer}}, by email or by post at the address above. We acknowledge complaints within 48 hours and resolve them within one month.',
  'contact.grievance.write': 'Write to the grievance officer ({{grievanceEmail}})',

  // Identity pages
  'identity.notOpen': 'Signing in is not open yet; it is coming soon. Until then you can browse the shop.',

  'accounts.title': 'My account',
  'accounts.intro':
    'Your account keeps your details in one place, so checking out is quick and every order is easy to follow.',
  'accounts.here.title': 'What you will find here',
  'accounts.here.i1': 'Your profile: name, email address and phone number.',
  'accounts.here.i2': 'Up to {{max}} saved delivery addresses.',
  'accounts.here.i3': 'Your GSTIN, printed on your invoices so your business can claim input tax credit.',
  'accounts.here.i4': 'Your orders, with their payment and delivery status and their GST invoices.',
  'accounts.data.title': 'Your data',
  'accounts.data.p1':
    'You can change your details or delete your account at any time. Our privacy policy explains what we keep and why.',
  'accounts.link.login': 'Sign in',
  'accounts.link.orders': 'Your orders',
  'accounts.link.delete': 'Delete your account',

  'login.title': 'Sign in',
  'login.intro':
    'Sign in with your email address and password to follow your orders, keep your delivery addresses and check out faster.',
  'login.new.title': 'New to Haat?',
  'login.new.p1':
    'Creating an account takes an email address and a password of at least {{min}} characters, with at least one lowercase letter and one digit.',
  'login.staff.title': 'Shop staff',
  'login.staff.p1': 'Administrators sign in on the admin sign-in page.',
  'login.link.shop': 'Browse the shop',
  'login.link.admin': 'Admin sign-in',

  'delete.title': 'Delete your account',
  'delete.intro':
    'You can delete your Haat account at any time. It cannot be undone, so please read what is erased and what the law requires us to keep.',
  'delete.notice': 'You will be able to delete your account here once you are signed in. Signing in is coming soon.',
  'delete.erased.title': 'What is erased',
  'delete.erased.i1': 'Your sign-in (email address and password) and your profile: name and phone number.',
  'delete.erased.i2': 'Your saved delivery addresses and your GSTIN.',
  'delete.erased.i3': 'Your cart and your preferences.',
  'delete.kept.title': 'What we keep',
  'delete.kept.p1':
    'Your past orders are kept, anonymised: your name and contact details are removed, but the invoices, items, amounts and GST stay. Indian GST law requires sellers to keep invoices and accounts for 72 months after the due date of that year’s annual return.',
  'delete.kept.p2':
    'Deleting your account does not cancel orders on their way or refunds in progress: they are completed as usual.',
  'delete.link.account': 'Back to my account',

  'quick.title': 'Quick sign-in',
  'quick.intro':
    'A shortcut for working on the shop on your own computer: pick one of the test accounts and you are signed in without typing a password.',
  'quick.local': 'This copy of the shop uses the local test sign-in service. The test accounts will be listed here once signing in is connected.',
  'quick.unavailable': 'Quick sign-in is only available on a local copy of the shop that uses the test sign-in service.',
  'quick.accounts.title': 'Test accounts',
  'quick.accounts.i1': 'A customer, to shop, pay with test cards and follow orders.',
  'quick.accounts.i2': 'An administrator, to manage the catalogue, orders and users.',
  'quick.link.login': 'Sign in with email and password',

  // UI kit (/sample)
  'sample.title': 'UI kit',
  'sample.intro':
    'The living reference of the shop’s look: theme, buttons, typography, forms with their validation, and toasts. Every part of the shop uses these.',
  'sample.top': 'Back to top',
  'sample.theme.title': 'Theme',
  'sample.theme.primary': 'Primary: olive green',
  'sample.theme.secondary': 'Secondary: teal',
  'sample.theme.breakpoints': 'Breakpoints',
  'sample.theme.from': 'from {{px}} px',
  'sample.theme.mobile': 'Below {{px}} px the layouts switch to their phone form.',
  'sample.theme.current': 'This window is {{width}} px wide (breakpoint {{name}}): {{layout}}.',
  'sample.theme.phone': 'phone layout',
  'sample.theme.desktop': 'desktop layout',
  'sample.theme.motion': 'Scrolling animations last {{ms}} ms: try “Back to top” at the end of the page.',
  'sample.buttons.title': 'Buttons',
  'sample.buttons.variants': 'Variants',
  'sample.buttons.sizes': 'Sizes',
  'sample.buttons.primary': 'Primary',
  'sample.buttons.secondary': 'Secondary',
  'sample.buttons.default': 'Default',
  'sample.buttons.dashed': 'Dashed',
  'sample.buttons.text': 'Text',
  'sample.buttons.link': 'Link',
  'sample.buttons.danger': 'Danger',
  'sample.buttons.disabled': 'Disabled',
  'sample.buttons.loading': 'Loading',
  'sample.buttons.small': 'Small',
  'sample.buttons.middle': 'Compact (default)',
  'sample.buttons.large': 'Large',
  'sample.type.title': 'Typography',
  'sample.type.h3': 'Heading level 3',
  'sample.type.h4': 'Heading level 4',
  'sample.type.h5': 'Heading level 5',
  'sample.type.paragraph':
    'Body text. Block-printed by hand in Bagru with natural indigo, each quilt takes about three weeks to make, from the first wash to the last print.',
  'sample.type.price': 'Price: {{price}}, GST included.',
  'sample.type.strong': 'Strong',
  'sample.type.italic': 'Italic',
  'sample.type.underline': 'Underlined',
  'sample.type.delete': 'Struck through',
  'sample.type.code': 'Code',
  'sample.type.keyboard': 'Key',
  'sample.type.mark': 'Highlighted',
  'sample.type.secondary': 'Secondary',
  'sample.type.success': 'Success',
  'sample.type.warning': 'Warning',
  'sample.type.danger': 'Danger',
  'sample.type.link': 'A link to the shop',
  'sample.form.title': 'Forms and validation',
  'sample.form.intro':
    'Text fields, text areas and file inputs are outlined; selects and autocompletes are filled; all are compact. Every field is checked by the shared validation rules, exactly as the API checks them. Submit the empty form to see the messages. Nothing is sent.',
  'sample.form.name': 'Full name',
  'sample.form.email': 'Email address',
  'sample.form.password': 'Password',
  'sample.form.passwordHint': 'At least {{min}} characters, with a lowercase letter and a digit.',
  'sample.form.gstin': 'GSTIN (optional)',
  'sample.form.gstinHint': '{{n}} characters, for example 08AAHCH1234K1Z2.',
  'sample.form.state': 'Delivery state',
  'sample.form.statePlaceholder': 'Choose a state or union territory',
  'sample.form.craft': 'Favourite craft',
  'sample.form.craftPlaceholder': 'Start typing, for example “pottery”',
  'sample.form.port': 'Port',
  'sample.form.url': 'Website',
  'sample.form.message': 'Message',
  'sample.form.photo': 'Photo',
  'sample.form.photoHint': 'The file stays in your browser.',
  'sample.form.choose': 'Choose a file',
  'sample.form.submit': 'Check the form',
  'sample.form.reset': 'Clear',
  'sample.form.valid': 'All fields are valid. Nothing was sent: this is a sample.',
  'sample.form.invalid': 'Please correct the highlighted fields.',
  'sample.craft.blockPrint': 'Block printing',
  'sample.craft.bluePottery': 'Blue pottery',
  'sample.craft.kantha': 'Kantha embroidery',
  'sample.craft.dhokra': 'Dhokra metal casting',
  'sample.craft.channapatna': 'Channapatna toys',
  'sample.craft.pashmina': 'Pashmina weaving',
  'sample.toast.title': 'Toasts',
  'sample.toast.intro':
    'Toasts appear at the bottom centre and close after 2 seconds. They may contain HTML, which is always sanitised first.',
  'sample.toast.info': 'Information',
  'sample.toast.success': 'Success',
  'sample.toast.warning': 'Warning',
  'sample.toast.error': 'Error',
  'sample.toast.infoMessage': 'Your parcel has left our workshop.',
  'sample.toast.successMessage': 'Added to your cart.',
  'sample.toast.warningMessage': 'Only 2 left in stock.',
  'sample.toast.errorMessage': 'The payment failed. Nothing was charged.',
  'sample.toast.html': 'Toast with HTML',
  'sample.toast.htmlMessage': '<b>Saved</b>: your changes are kept.',
  'sample.toast.unsafe': 'Toast with unsafe HTML',
  'sample.toast.unsafeMessage': 'The script was removed, no alert opens:',
  'sample.toast.payload': 'The unsafe toast sends this markup:',
};
