/*
 * The sandbox's stand-in for the shopper's UPI app (/sandbox-pay/upi-app): enter your UPI ID, see
 * the collect requests waiting for it, approve (pay) or decline each. Approval is what makes the
 * sandbox settle the payment and tell the shop, exactly as a card payment does.
 */
(function () {
  'use strict';

  var form = document.getElementById('who');
  var input = document.getElementById('vpa');
  var list = document.getElementById('requests');
  var status = document.getElementById('status');
  var vpa = new URLSearchParams(window.location.search).get('vpa') || '';
  var timer = null;

  function money(paise) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
  }

  function el(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function say(text, error) {
    status.textContent = text;
    status.className = error ? 'error' : '';
  }

  function answer(request, action, buttons) {
    buttons.forEach(function (button) {
      button.disabled = true;
    });
    fetch('upi/requests/' + encodeURIComponent(request.id) + '/' + action, { method: 'POST' })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error((body.error && body.error.description) || 'The request failed.');
          return body;
        });
      })
      .then(function () {
        say(action === 'approve' ? 'Paid ' + money(request.amount) + ' to ' + request.payeeName + '.' : 'Declined the request from ' + request.payeeName + '.');
        load();
      })
      .catch(function (error) {
        say(error.message, true);
        load();
      });
  }

  function show(requests) {
    list.textContent = '';
    if (!requests.length) {
      list.appendChild(el('li', { 'data-empty': '' }, 'No requests waiting for ' + vpa + '.'));
      return;
    }
    requests.forEach(function (request) {
      var item = el('li', { 'data-request': request.id });
      item.appendChild(el('div', { class: 'amount' }, money(request.amount)));
      item.appendChild(el('div', {}, request.payeeName + ' asks you to pay'));
      item.appendChild(el('div', { class: 'meta' }, 'Expires ' + new Date(request.expiresAt).toLocaleTimeString('en-IN') + ' · ' + request.id));
      var actions = el('div', { class: 'actions' });
      var decline = el('button', { type: 'button' }, 'Decline');
      var approve = el('button', { type: 'button', class: 'approve' }, 'Approve and pay');
      decline.addEventListener('click', function () {
        answer(request, 'decline', [approve, decline]);
      });
      approve.addEventListener('click', function () {
        answer(request, 'approve', [approve, decline]);
      });
      actions.appendChild(decline);
      actions.appendChild(approve);
      item.appendChild(actions);
      list.appendChild(item);
    });
  }

  function load() {
    if (!vpa) return;
    fetch('upi/requests?vpa=' + encodeURIComponent(vpa))
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error((body.error && body.error.description) || 'The requests could not be read.');
          return body;
        });
      })
      .then(function (body) {
        show(body.requests);
      })
      .catch(function (error) {
        say(error.message, true);
      });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    vpa = input.value.trim();
    say('');
    var url = new URL(window.location.href);
    url.searchParams.set('vpa', vpa);
    window.history.replaceState(null, '', url);
    load();
  });

  input.value = vpa;
  load();
  // a phone shows new requests as they come
  timer = setInterval(load, 5000);
  window.addEventListener('pagehide', function () {
    clearInterval(timer);
  });
})();
