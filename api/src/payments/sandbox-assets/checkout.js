/*
 * The sandbox payment provider's checkout script, loaded by the shop from /sandbox-pay/checkout.js.
 * Same API as Razorpay's checkout.js, so the shop's payment page works with either:
 *
 *   const checkout = new SandboxCheckout({ key, order_id, amount, currency, name, description,
 *     prefill, locale, handler(result) {}, onfailed(response) {}, modal: { ondismiss() {} } });
 *   checkout.on('payment.failed', (response) => {});
 *   checkout.open();
 *
 * `handler` gets { razorpay_payment_id, razorpay_order_id, razorpay_signature }; failures get
 * { error: { code, description, reason, metadata } }. As Razorpay's, the dialog stays open after a
 * declined card: the failure listeners hear of it, and the shopper may try another card. Test
 * cards: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined. No real money moves.
 * `locale` (en, es, fr: the page's) is the dialog's language and money format; its texts
 * (sandbox-checkout.messages.ts) are written in below when the API serves the script.
 */
(function () {
  'use strict';

  var scriptUrl = document.currentScript && document.currentScript.src ? document.currentScript.src : window.location.origin + '/sandbox-pay/checkout.js';
  var PAY_URL = new URL('pay', scriptUrl).href;
  var MESSAGES = /* SANDBOX_MESSAGES */ {};
  /** As the shop formats money (shared-contracts/domain/money.ts formatMoney: LOCALE_TAGS, narrow symbol). */
  var LOCALE_TAGS = { en: 'en-IN', es: 'es-ES', fr: 'fr-FR' };

  function translator(locale) {
    var texts = MESSAGES[locale] || MESSAGES.en || {};
    return function (key, amount) {
      var text = texts['sandbox.' + key] || (MESSAGES.en || {})['sandbox.' + key] || key;
      return text.replace('{{amount}}', amount || '');
    };
  }

  var STYLE =
    '.sbx-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:2147483000;font:14px/1.4 system-ui,sans-serif}' +
    '.sbx-dialog{background:#fff;color:#222;border-radius:8px;width:min(360px,92vw);padding:20px 22px;box-shadow:0 8px 30px rgba(0,0,0,.3)}' +
    '.sbx-dialog h2{margin:0 0 4px;font-size:18px}.sbx-dialog p{margin:0 0 12px}' +
    '.sbx-note{font-size:12px;color:#555;background:#f4f6ee;padding:6px 8px;border-radius:4px}' +
    '.sbx-dialog label{display:block;font-weight:600;margin:8px 0 2px}' +
    '.sbx-dialog input{box-sizing:border-box;width:100%;padding:7px 8px;border:1px solid #999;border-radius:4px;font:inherit}' +
    '.sbx-row{display:flex;gap:12px}.sbx-row>div{flex:1}' +
    '.sbx-error{color:#b00020;min-height:1.4em;margin:10px 0 0}' +
    '.sbx-actions{display:flex;gap:8px;justify-content:flex-end;margin-top:12px}' +
    '.sbx-actions button{padding:8px 14px;border-radius:4px;border:1px solid #556b2f;background:#fff;color:#556b2f;font:inherit;cursor:pointer}' +
    '.sbx-actions button[type=submit]{background:#556b2f;color:#fff}.sbx-actions button:disabled{opacity:.5;cursor:default}';

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attributes[name];
      else node.setAttribute(name, attributes[name]);
    });
    (children || []).forEach(function (child) {
      node.appendChild(child);
    });
    return node;
  }

  function field(id, label, attributes) {
    return el('div', {}, [el('label', { for: id, text: label }), el('input', Object.assign({ id: id, name: id, required: '' }, attributes))]);
  }

  function formatAmount(amount, currency, locale) {
    try {
      return new Intl.NumberFormat(LOCALE_TAGS[locale] || LOCALE_TAGS.en, { style: 'currency', currency: currency || 'INR', currencyDisplay: 'narrowSymbol' }).format(amount / 100);
    } catch {
      return (amount / 100).toFixed(2) + ' ' + (currency || 'INR');
    }
  }

  /**
   * The expiry as MM/YY while it is typed: digits only, a month's lone first digit above 1 made
   * '0N', the slash added after the month (not when deleting, so the slash can be erased).
   */
  function formatExpiry(value, deleting) {
    var digits = value.replace(/\D/g, '');
    if (/^[2-9]/.test(digits)) digits = '0' + digits;
    digits = digits.slice(0, 4);
    if (digits.length > 2) return digits.slice(0, 2) + '/' + digits.slice(2);
    if (digits.length === 2 && !deleting) return digits + '/';
    return digits;
  }

  function SandboxCheckout(options) {
    if (!(this instanceof SandboxCheckout)) return new SandboxCheckout(options);
    this.options = options || {};
    this.listeners = {};
    this.root = null;
  }

  SandboxCheckout.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
    return this;
  };

  SandboxCheckout.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (listener) {
      listener(payload);
    });
  };

  SandboxCheckout.prototype.open = function () {
    if (this.root) return this;
    var self = this;
    var options = this.options;
    var uid = 'sbx-' + Math.random().toString(36).slice(2, 8);
    var locale = LOCALE_TAGS[options.locale] ? options.locale : 'en';
    var t = translator(locale);
    var amountText = formatAmount(options.amount, options.currency, locale);
    var payText = t('pay', amountText);
    var error = el('p', { class: 'sbx-error', role: 'alert' });
    var pay = el('button', { type: 'submit', text: payText });
    var cancel = el('button', { type: 'button', text: t('cancel') });
    var form = el('form', { novalidate: '' }, [
      field(uid + '-card', t('card'), { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '4111 1111 1111 1111' }),
      el('div', { class: 'sbx-row' }, [
        field(uid + '-expiry', t('expiry'), { autocomplete: 'cc-exp', placeholder: 'MM/YY', inputmode: 'numeric', maxlength: '5' }),
        field(uid + '-cvv', t('cvv'), { inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4', type: 'password' }),
      ]),
      error,
      el('div', { class: 'sbx-actions' }, [cancel, pay]),
    ]);
    var dialog = el('div', { class: 'sbx-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': uid + '-title', lang: locale }, [
      el('h2', { id: uid + '-title', text: options.name || t('payment') }),
      el('p', { text: (options.description ? options.description + ' · ' : '') + amountText }),
      el('p', { class: 'sbx-note', text: t('note') }),
      form,
    ]);
    this.root = el('div', { class: 'sbx-backdrop' }, [el('style', { text: STYLE }), dialog]);
    this.previousFocus = document.activeElement;
    document.body.appendChild(this.root);
    form.elements[uid + '-card'].focus();
    var expiry = form.elements[uid + '-expiry'];
    expiry.addEventListener('input', function (event) {
      expiry.value = formatExpiry(expiry.value, /^delete/.test(event.inputType || ''));
    });

    function dismiss() {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }
    cancel.addEventListener('click', dismiss);
    this.root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && !pay.busy) dismiss();
    });

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var card = {
        number: form.elements[uid + '-card'].value,
        expiry: form.elements[uid + '-expiry'].value,
        cvv: form.elements[uid + '-cvv'].value,
      };
      error.textContent = '';
      pay.disabled = pay.busy = true;
      pay.textContent = t('processing');
      fetch(PAY_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: options.order_id, card: card, locale: locale }) })
        .then(function (response) {
          return response.json().then(function (body) {
            return { ok: response.ok, status: response.status, body: body };
          });
        })
        .then(function (result) {
          pay.busy = false;
          if (result.ok) {
            self.close();
            if (typeof options.handler === 'function') options.handler(result.body);
            return;
          }
          var failure = { error: result.body.error || { description: t('failed') } };
          error.textContent = failure.error.description;
          if (result.status === 402) {
            // declined: the order stays open; another card (or the same one again) may be tried here
            pay.disabled = false;
            pay.textContent = payText;
            form.elements[uid + '-card'].select();
            form.elements[uid + '-card'].focus();
            if (typeof options.onfailed === 'function') options.onfailed(failure);
            self.emit('payment.failed', failure);
            return;
          }
          if (result.status === 409) {
            // paid already (another window): nothing more to pay here
            pay.textContent = payText;
            cancel.textContent = t('close');
            cancel.focus();
            if (typeof options.onfailed === 'function') options.onfailed(failure);
            self.emit('payment.failed', failure);
            return;
          }
          pay.disabled = false;
          pay.textContent = payText;
        })
        .catch(function () {
          pay.busy = false;
          pay.disabled = false;
          pay.textContent = payText;
          error.textContent = t('unreachable');
        });
    });
    return this;
  };

  SandboxCheckout.prototype.close = function () {
    if (!this.root) return;
    this.root.remove();
    this.root = null;
    if (this.previousFocus && typeof this.previousFocus.focus === 'function') this.previousFocus.focus();
  };

  window.SandboxCheckout = SandboxCheckout;
})();
