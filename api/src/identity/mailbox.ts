/**
 * The mailbox an e-mail address reaches, as one key for every spelling of it: lower case, the
 * plus-tag dropped (`name+2@…` is `name@…`'s mailbox), and at Gmail (gmail.com, googlemail.com,
 * which ignore dots in the name and are one service) the dots dropped too. What is counted per
 * customer (discount uses) or per guest (reservations) is counted by it, so a new spelling is not a
 * new person. Never used to send mail: the order keeps the address as it was typed.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  const tagged = name.indexOf('+');
  // '+abc@…' has no name before its tag: kept as it is rather than made into '@…'
  if (tagged > 0) name = name.slice(0, tagged);
  if (GMAIL_DOMAINS.has(domain)) {
    name = name.replace(/\./g, '') || name;
    domain = 'gmail.com';
  }
  return `${name}@${domain}`;
}
