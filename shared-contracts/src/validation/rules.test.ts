import { i18n } from 'shared-contracts/platform/i18n';
import {
  alphaNumeric,
  alphaNumericWithSpace,
  colonSeparateMultipleValue,
  colonSeparateValue,
  dbTable,
  distinct,
  email,
  environmentManagement,
  fileRequired,
  gstNumber,
  hostname,
  httpAuthRule,
  ip,
  ipAndPort,
  ipOrHost,
  ipPortArray,
  isEmpty,
  match,
  max,
  maxNumber,
  min,
  minNumber,
  noControlChars,
  noControlCharsMultiline,
  noSpace,
  notEndWithQuotes,
  notStartWithQuotes,
  onlyDigit,
  password,
  port,
  positiveNumber,
  required,
  slackName,
  spaceNotAllowed,
  upiId,
  secondFactorCode,
  spaceOnlyBetween,
  specialCharValueCheck,
  unique,
  uniqueWithBlank,
  url,
  urlArray,
  urlWithIp,
  urlWithIpAndPort,
  urlWithProtocol,
  variableName,
  type Rule,
} from './rules';
import { withLanguage } from './translate';

/** Asserts that `rule` passes every value of `good` and answers exactly `message` for every value of `bad`. */
function judge(rule: Rule, good: unknown[], bad: unknown[], message: string): void {
  for (const value of good) expect([value, rule(value)]).toEqual([value, true]);
  for (const value of bad) expect([value, rule(value)]).toEqual([value, message]);
}

const EMPTY: unknown[] = [undefined, null, '', []];

beforeAll(() => {
  expect(i18n.language).toBe('en');
});

describe('isEmpty', () => {
  it('knows the four empty values', () => {
    for (const value of EMPTY) expect(isEmpty(value)).toBe(true);
    for (const value of [' ', 0, false, [''], {}]) expect(isEmpty(value)).toBe(false);
  });
});

describe('every rule but required and fileRequired lets empty values through', () => {
  const optional: Record<string, Rule> = {
    email,
    password,
    min: min(3),
    max: max(3),
    minNumber: minNumber(5),
    maxNumber: maxNumber(5),
    positiveNumber,
    unique: unique(['', 'a']),
    uniqueWithBlank: uniqueWithBlank(['', 'a']),
    distinct,
    match: match('x'),
    alphaNumeric,
    alphaNumericWithSpace,
    noSpace,
    spaceNotAllowed,
    spaceOnlyBetween,
    specialCharValueCheck,
    notStartWithQuotes,
    notEndWithQuotes,
    onlyDigit,
    url,
    urlWithIp,
    urlWithIpAndPort,
    urlWithProtocol,
    urlArray,
    ip,
    port,
    ipAndPort,
    ipPortArray,
    hostname,
    dbTable,
    variableName,
    ipOrHost,
    httpAuthRule,
    colonSeparateValue,
    colonSeparateMultipleValue,
    environmentManagement,
    slackName,
    gstNumber,
    upiId,
    secondFactorCode,
    noControlChars,
    noControlCharsMultiline,
  };
  it.each(Object.keys(optional))('%s', (name) => {
    const rule = optional[name];
    if (rule === undefined) throw new Error(name);
    for (const value of EMPTY) expect([value, rule(value)]).toEqual([value, true]);
  });
});

describe('General', () => {
  it('required', () => {
    judge(
      required,
      ['a', ' a ', 0, false, ['x'], [''], {}],
      [undefined, null, '', '   ', '\t\n', '\u00a0', []],
      'This field is required.',
    );
  });

  it('email, one value', () => {
    judge(
      email,
      ['a@b.co', 'first.last+tag@shop.example.com', "o'neil@example.in", 'A_B-c@sub-domain.example.org'],
      ['plain', 'a@b', 'a@b.c', '@b.com', 'a@.com', 'a@b..com', 'a..b@c.com', '.a@b.com', ' a@b.com', 'a@b.com ', 'a b@c.com', 'a@-b.com', 'a@b.com,c@d.com', 5, {}],
      'Invalid e-mail.',
    );
  });

  it('email, an array: every item must pass', () => {
    judge(
      email,
      [['a@b.co'], ['a@b.co', 'c@d.in']],
      [['a@b.co', 'nope'], ['nope'], ['a@b.co', ''], ['a@b.co', null]],
      'Invalid e-mail.',
    );
  });

  it('password: length first, then lowercase, then digit', () => {
    expect(password('abcdefg1')).toBe(true);
    expect(password('Str0ng pass')).toBe(true);
    expect(password('abc1')).toBe('Min 8 characters Password required.');
    expect(password('ABC')).toBe('Min 8 characters Password required.');
    expect(password('ABCDEFG1')).toBe('Password must contain 1 lowercase(a-z).');
    expect(password('ABCDEFGH')).toBe('Password must contain 1 lowercase(a-z).');
    expect(password('abcdefgh')).toBe('Password must contain 1 digit(0-9)');
    expect(password({})).toBe('Min 8 characters Password required.');
  });

  it('min: characters, or items of an array', () => {
    judge(min(3), ['abc', 'abcd', '   ', 'éèê', 123, ['a', 'b', 'c']], ['ab', '😀😀', 12, ['a', 'b'], {}], 'Min 3 characters required.');
    expect(min(10)('abc')).toBe('Min 10 characters required.');
  });

  it('max: characters, or items of an array', () => {
    judge(max(3), ['abc', 'ab', '😀😀😀', 123, ['a', 'b', 'c']], ['abcd', 1234, ['a', 'b', 'c', 'd'], true], 'Max 3 characters required.');
    expect(max(50)('x'.repeat(51))).toBe('Max 50 characters required.');
  });

  it('minNumber', () => {
    judge(minNumber(5), [5, 6, '5', ' 7.5 ', '1e3', 10n], [4.99, -5, '4', 'abc', '5abc', Number.NaN, Infinity, {}], 'Value must be greater than or equal to 5.');
    expect(minNumber(-1.5)(-2)).toBe('Value must be greater than or equal to -1.5.');
    expect(minNumber(0)(0)).toBe(true);
  });

  it('maxNumber', () => {
    judge(maxNumber(10), [10, 9, '-3', '10.0', 0], [11, '10.01', 'ten', {}], 'Value must be less than or equal to 10.');
    expect(maxNumber(10)(11)).toBe('Value must be less than or equal to 10.');
  });

  it('positiveNumber: strictly above 0', () => {
    judge(positiveNumber, [1, 0.01, '3', '+4'], [0, '0', -1, '-0.5', 'x', false], 'Positive Number Required.');
  });

  it('unique: trimmed, case-insensitive, blank values count', () => {
    judge(unique(['Shirts', 'Shoes', ' ']), ['Hats', 'Shirt', 'shirts2'], ['Shirts', 'shirts', '  SHOES ', '   ', ['Hats', 'shoes']], 'Already exists.');
    expect(unique(['a', 'b'])('a')).toBe('Already exists.');
    expect(unique(['a', 'b'])('c')).toBe(true);
    expect(unique([1, 2])(2)).toBe('Already exists.');
    expect(unique([1, 2])('2')).toBe(true);
    expect(unique(['Crème'])('cre\u0300me')).toBe('Already exists.');
  });

  it('unique reads a function on every run', () => {
    let names = ['a'];
    const rule = unique(() => names);
    expect(rule('b')).toBe(true);
    names = ['a', 'b'];
    expect(rule('b')).toBe('Already exists.');
  });

  it('uniqueWithBlank: blank values never count as duplicates', () => {
    judge(uniqueWithBlank(['Shirts', '', ' ']), ['Hats', '   ', '\t', ['Hats', ' ']], ['shirts', ' Shirts', ['Hats', 'SHIRTS']], 'Already exists.');
  });

  it('distinct: items of an array must all differ', () => {
    judge(
      distinct,
      [['a', 'b'], ['a', '', ' ', ''], [null, undefined, null], [1, 2, '1'], 'just a string', 5],
      [['a', 'b', 'a'], ['Red', ' red '], [1, 1]],
      'Already exists.',
    );
  });

  it('match', () => {
    judge(match('Secret1x'), ['Secret1x'], ['secret1x', 'Secret1x ', 'other'], 'Does not match.');
    let other = 'one';
    const rule = match(() => other);
    expect(rule('two')).toBe('Does not match.');
    other = 'two';
    expect(rule('two')).toBe(true);
  });

  it('fileRequired', () => {
    const file = new Blob(['x']);
    judge(
      fileRequired,
      [file, [file], { fileList: [{ uid: '1' }] }, { length: 1, item: () => file }, 'products/1.jpg'],
      [undefined, null, '', [], { fileList: [] }, { length: 0, item: () => null }],
      'File is required',
    );
  });
});

describe('Text shape', () => {
  it('alphaNumeric', () => {
    judge(alphaNumeric, ['abc123', 'ABC', '42', 42, 'Crème', 'नमस्ते'], ['a b', 'a-b', 'a_b', 'a.b', '!', ' ', {}], 'Only Alpha Numeric.');
  });

  it('alphaNumericWithSpace', () => {
    judge(alphaNumericWithSpace, ['abc 123', 'Blue Shirt', 'Été 2025', 'x'], ['a-b', 'a\tb', 'a,b', "it's"], 'Only Alpha Numeric With Space is Allowed.');
  });

  it('noSpace', () => {
    judge(noSpace, ['abc', 'a-b_c', 12], ['a b', ' a', 'a ', 'a\tb', 'a\nb', 'a\u00a0b'], 'Space not allowed.');
  });

  it('spaceNotAllowed', () => {
    judge(spaceNotAllowed, ['abc', 'a.b'], ['a b', ' ', 'a\tb'], 'Space Not Allowed.');
  });

  it('spaceOnlyBetween', () => {
    judge(spaceOnlyBetween, ['a b', 'a  b c', 'abc'], [' a', 'a ', ' ', 'a\n', '\ta'], 'Space not allowed.');
  });

  it('specialCharValueCheck', () => {
    judge(
      specialCharValueCheck,
      ['Blue shirt', 'size-XL_2.0', 'Crème brûlée', 123],
      ['a!', 'a@b', '#1', 'a/b', 'a,b', "it's", 'a(b)', '50%', 'a&b', '<b>'],
      'Special characters not allowed.',
    );
  });

  it('notStartWithQuotes', () => {
    judge(notStartWithQuotes, ['abc', 'a"b', "abc'", ' "a'], ['"abc', "'abc", '`abc', '“abc', '‘abc', '«abc'], 'Quotes not allowed at start.');
  });

  it('notEndWithQuotes', () => {
    judge(notEndWithQuotes, ['abc', 'a"b', '"abc', 'a" '], ['abc"', "abc'", 'abc`', 'abc”', 'abc’', 'abc»'], 'Quotes not allowed at end.');
  });

  it('onlyDigit: optional plus, then digits', () => {
    judge(onlyDigit, ['9876543210', '+919876543210', '0', 42], ['+', '98 76', '98-76', '++91', '91+', 'abc', '-5', '1.5'], 'Invalid Numbers.');
  });
});

describe('Addresses and names', () => {
  it('url: a domain, protocol optional', () => {
    judge(
      url,
      ['example.com', 'https://shop.example.com', 'http://example.co.in/path?q=1#top', 'https://example.com:8443/x', 'sub-domain.example.xn--p1ai'],
      ['example', 'http://', 'https://localhost', 'http://10.0.0.1', 'ftp://example.com', 'https://exa mple.com', 'example.com:99999', 'https://-bad.com', 'mailto:a@b.com', 5],
      'Invalid Url.',
    );
  });

  it('urlWithIp: a domain, an IPv4 address or localhost', () => {
    judge(
      urlWithIp,
      ['10.0.0.5', 'http://192.168.1.1:8080/admin', 'localhost:3000', 'https://example.com'],
      ['256.1.1.1', 'http://1.2.3', 'http://1.2.3.4:70000', 'http://', 'not a url'],
      'Invalid Url.',
    );
  });

  it('urlWithIpAndPort: the port is required', () => {
    judge(urlWithIpAndPort, ['10.0.0.5:80', 'https://example.com:443/x', 'localhost:3000'], ['10.0.0.5', 'https://example.com', 'example.com:'], 'Invalid Url.');
  });

  it('urlWithProtocol', () => {
    judge(urlWithProtocol, ['https://example.com', 'http://example.com:8080/a'], ['example.com', 'www.example.com/x', 'bad url'], 'Invalid Url. (protocol is missing)');
    expect(urlWithProtocol('https://exa mple.com')).toBe('Invalid Url.');
    expect(urlWithProtocol('ftp://example.com')).toBe('Invalid Url.');
  });

  it('urlArray: every item, array or one per line', () => {
    judge(
      urlArray,
      [['https://a.com', '10.0.0.1:8080'], 'https://a.com\nhttps://b.com/x?q=a,b\n', 'a.com'],
      [['https://a.com', 'nope'], ['https://a.com', ''], 'https://a.com\nnope', 'https://a.com, https://b.com', {}],
      'Url is invalid',
    );
  });

  it('ip: four numbers 0-255', () => {
    judge(ip, ['0.0.0.0', '192.168.1.1', '255.255.255.255', '10.0.0.1'], ['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d', '1.2.3.4 ', '1.2.3.4:80', 1234], 'Invalid Ip Address.');
  });

  it('port: 1-5 digits', () => {
    judge(port, ['0', '80', '8080', '65535', 443], ['abc', '123456', '65536', '99999', '-1', '80a', ' 80', 80.5], 'Invalid Port Address.');
  });

  it('ipAndPort', () => {
    judge(ipAndPort, ['192.168.1.10:5432', '10.0.0.1:80'], ['192.168.1.10', '192.168.1.10:', '300.1.1.1:80', '10.0.0.1:65536', 'host:80', '10.0.0.1:80:90'], 'Invalid Ip Address and Port.');
  });

  it('ipPortArray: every item, array or separated by commas or lines', () => {
    judge(
      ipPortArray,
      [['10.0.0.1:80', '10.0.0.2:8080'], '10.0.0.1:80, 10.0.0.2:8080', '10.0.0.1:80\n10.0.0.2:8080\n'],
      [['10.0.0.1:80', '10.0.0.2'], ['10.0.0.1:80', ''], '10.0.0.1:80, nope', '10.0.0.1'],
      'Invalid Port or Ip Address.',
    );
  });

  it('hostname', () => {
    judge(hostname, ['localhost', 'db', 'db-1.internal.example.com', 'A1'], ['-db', 'db-', 'a_b', 'a..b', 'a b', 'a.', `${'a'.repeat(64)}.com`, `${'a.'.repeat(127)}ab`], 'Invalid Name.');
  });

  it('dbTable', () => {
    judge(dbTable, ['orders', '_tmp', 'order_items2', 'shop.order_items'], ['2orders', 'order-items', 'a b', 'a.b.c', 'x'.repeat(64)], 'Invalid Name.');
  });

  it('variableName', () => {
    judge(variableName, ['API_KEY', 'shopName', '_x', 'a1'], ['1a', 'a-b', 'a b', 'a.b', '$x'], 'Invalid Name.');
  });

  it('ipOrHost: a leading digit means an IP address', () => {
    judge(ipOrHost, ['10.0.0.1', 'db.example.com', 'localhost'], ['10.0.0', '3com.com', '999.1.1.1'], 'Invalid Ip Address.');
    judge(ipOrHost, [], ['bad_host', '-x', 'a b'], 'Invalid Name.');
  });

  it('httpAuthRule', () => {
    judge(httpAuthRule, ['user:pass', 'admin:p@ss:w0rd'], ['user', 'user:', ':pass', 'us er:pass', 'user:pa ss'], 'Invalid Http Auth. (username:password)');
  });

  it('colonSeparateValue', () => {
    judge(colonSeparateValue, ['key:value', 'Content-Type:json'], ['key', 'key:', ':value', 'a:b:c', 'a :b', 'a: b'], 'Invalid Value. (value:value)');
  });

  it('colonSeparateMultipleValue: several pairs, separated by commas or lines, or an array', () => {
    judge(
      colonSeparateMultipleValue,
      ['a:1', 'a:1, b:2', 'a:1,b:2', 'a:1\nb:2\n', ['a:1', 'b:2']],
      ['a:1, b', 'a:1\nb:', ['a:1', 'b'], ['a:1', ''], 'a:1 b:2'],
      'Invalid Value (value:value)',
    );
  });

  it('environmentManagement', () => {
    judge(
      environmentManagement,
      ['staging::https://staging.example.com', 'local::localhost:3000', 'api::10.0.0.1:8080/v1'],
      ['staging:https://staging.example.com', 'staging::', '::https://a.com', 'staging::not a url', 'staging::nope', 'a b::https://a.com'],
      'Invalid Url Override. (<value>::<value>)',
    );
  });

  it('slackName', () => {
    judge(slackName, ['general', 'shop-orders', 'a', 'x'.repeat(21), 'team-2'], ['General', '#general', 'shop orders', 'shop_orders', 'x'.repeat(22)], 'Invalid Channel Name.');
  });
});

describe('Payment', () => {
  it('secondFactorCode: 6 digits or a recovery code, in en, es and fr', () => {
    judge(secondFactorCode, ['123456', '123 456', ' 123456 ', 'ab3de-fgh1k', 'AB3DEFGH1K'], ['12345', '1234567', '12a456', 'abcd-efghij', 'abcde_fghij'], 'Enter the 6-digit code from your app or a recovery code.');
    expect(withLanguage('es', () => secondFactorCode('12'))).toBe('Introduce el código de 6 dígitos de tu app o un código de recuperación.');
    expect(withLanguage('fr', () => secondFactorCode('12'))).toBe('Saisissez le code à 6 chiffres de votre application ou un code de secours.');
  });

  it('upiId: name@bank, in en, es and fr', () => {
    judge(upiId, ['asha.rao@okaxis', 'ravi-k_2@ybl', '9876543210@paytm', 'AB@sbi'], ['asha', 'asha@', '@okaxis', 'a@okaxis', 'asha rao@okaxis', 'asha@ok axis', 'asha@@ybl', 'asha@1bank', 'asha@ybl.com'], 'Enter a UPI ID like name@bank.');
    expect(withLanguage('es', () => upiId('asha'))).toBe('Introduce un ID de UPI como nombre@banco.');
    expect(withLanguage('fr', () => upiId('asha'))).toBe('Saisissez un identifiant UPI de la forme nom@banque.');
  });
});

describe('Tax number', () => {
  it('gstNumber: the length first', () => {
    judge(gstNumber, [], ['12ABCDE1234F1Z', '12ABCDE1234F1Z56', 'abc', ' 12ABCDE1234F1Z5', 123], 'GST number must be exactly 15 characters.');
  });

  it('gstNumber: then the GSTIN pattern', () => {
    judge(
      gstNumber,
      ['12ABCDE1234F1Z5', '27AAPFU0939F1ZV', '29ABCDE1234FAZA'],
      ['12abcde1234f1z5', '1AABCDE1234F1Z5', '12ABCDE1234F0Z5', '12ABCDE1234F1Y5', '12ABCD11234F1Z5', '12ABCDE1234F1Z-'],
      'Invalid GST number format. (e.g., 12ABCDE1234F1Z5)',
    );
  });
});

describe('Control characters', () => {
  const ordinary = ['Asha Verma', 'Flat 4, "Rose" Villa', 'café ☕ 😀 दीया', '<b>&amp;</b>', '\u00A0no-break', 42];
  const everywhere = ['a\u0000b', '\u0000', 'x\u0001', 'x\u001F', 'x\u007F', 'x\u0080', 'x\u009F', 'x\uD800', 'x\uDFFFy', '\uDE00\uD83D', { text: 'x' }];

  it('noControlChars: one-line text takes none, tab and line breaks included', () => {
    judge(noControlChars, ordinary, [...everywhere, 'a\tb', 'a\nb', 'a\r\nb'], 'Control characters not allowed.');
  });

  it('noControlCharsMultiline: tab, line feed and carriage return are text, the rest is not', () => {
    judge(noControlCharsMultiline, [...ordinary, 'a\tb', 'line 1\nline 2', 'line 1\r\nline 2'], [...everywhere, 'a\u000Bb', 'a\u000Cb'], 'Control characters not allowed.');
  });

  it('is translated', () => {
    expect(withLanguage('es', () => noControlChars('a\u0000'))).toBe('No se permiten caracteres de control.');
    expect(withLanguage('fr', () => noControlCharsMultiline('a\u0000'))).toBe('Caractères de contrôle non autorisés.');
  });
});

describe('messages in Spanish and French', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('follow the shared instance’s active language', async () => {
    await i18n.changeLanguage('es');
    expect(required('')).toBe('Este campo es obligatorio.');
    expect(min(8)('abc')).toBe('Se requieren al menos 8 caracteres.');
    expect(password('abcdefgh')).toBe('La contraseña debe contener 1 dígito (0-9).');
    expect(gstNumber('12ABCDE1234F1Z')).toBe('El número GST debe tener exactamente 15 caracteres.');
    await i18n.changeLanguage('fr');
    expect(required('')).toBe('Ce champ est obligatoire.');
    expect(maxNumber(10)(11)).toBe('La valeur doit être inférieure ou égale à 10.');
    expect(urlWithProtocol('example.com')).toBe('URL invalide. (protocole manquant)');
    expect(fileRequired(null)).toBe('Le fichier est obligatoire.');
    await i18n.changeLanguage('en');
    expect(required('')).toBe('This field is required.');
  });

  it('follow withLanguage without changing the active language', () => {
    expect(withLanguage('es', () => email('x'))).toBe('Correo electrónico no válido.');
    expect(withLanguage('fr', () => minNumber(5)(1))).toBe('La valeur doit être supérieure ou égale à 5.');
    expect(withLanguage('fr', () => gstNumber('12abcde1234f1z5'))).toBe('Format de numéro GST invalide. (ex. : 12ABCDE1234F1Z5)');
    expect(i18n.language).toBe('en');
    expect(email('x')).toBe('Invalid e-mail.');
  });
});
