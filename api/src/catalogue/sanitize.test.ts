import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeProductText } from './sanitize';

describe('sanitizeProductText', () => {
  it('drops a script element with its content', () => {
    assert.equal(sanitizeProductText('Brass diya <script>alert(document.cookie)</script>set'), 'Brass diya set');
    assert.equal(sanitizeProductText('<SCRIPT type="text/javascript">fetch("//evil.test")</SCRIPT>Lamp'), 'Lamp');
  });

  it('drops tags but keeps their text', () => {
    assert.equal(sanitizeProductText('<p>Hand <b>woven</b> in <a href="javascript:alert(1)">Maheshwar</a></p>'), 'Hand woven in Maheshwar');
  });

  it('drops event-handler payloads, also when cut off or split to survive one pass', () => {
    assert.equal(sanitizeProductText('Vase <img src=x onerror=alert(1)>'), 'Vase');
    assert.equal(sanitizeProductText('Vase <img src=x onerror=alert(1)'), 'Vase');
    assert.equal(sanitizeProductText('<scr<script>ipt>alert(1)</script>'), '');
    assert.equal(sanitizeProductText('<scr<b></b>ipt>alert(1)</scr<b></b>ipt>'), 'ipt>alert(1)ipt>');
    assert.ok(!/<[a-z/!?]/i.test(sanitizeProductText('<<svg/onload=alert(1)>svg onload=alert(1)>')));
  });

  it('drops comments, style and iframes', () => {
    assert.equal(sanitizeProductText('a<!-- hidden -->b<style>body{display:none}</style>c<iframe src="//x"></iframe>d'), 'abcd');
  });

  it('keeps prose that merely uses angle brackets, and leaves entities as text', () => {
    assert.equal(sanitizeProductText('Fits cushions < 18 inch & > 12 inch'), 'Fits cushions < 18 inch & > 12 inch');
    assert.equal(sanitizeProductText('&lt;b&gt; is text'), '&lt;b&gt; is text');
  });

  it('removes control characters and direction overrides, keeps line breaks and Indic joiners', () => {
    assert.equal(sanitizeProductText('Kan\u0000tha\u0007 \u202Ethrow\u202C'), 'Kantha throw');
    assert.equal(sanitizeProductText('Line one\r\nLine two\n\n\n\nLine three  '), 'Line one\nLine two\n\nLine three');
    assert.equal(sanitizeProductText('क्\u200Dष'), 'क्\u200Dष');
  });

  it('leaves clean text as it is', () => {
    const text = 'Hand-beaten brass diyas, set of 4. Polish with lemon & salt.';
    assert.equal(sanitizeProductText(text), text);
  });
});
