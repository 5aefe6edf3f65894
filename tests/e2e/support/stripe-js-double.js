/**
 * A test double of Stripe.js (https://js.stripe.com/<release>/stripe.js) for browsers that cannot reach Stripe.
 * Playwright serves it for js.stripe.com (`page.route`), and the component tests run it in jsdom. It implements
 * only what the storefront uses, the way Stripe.js does it, by calling Stripe's HTTP API with the publishable key
 * (the tests route https://api.stripe.com to the fake Stripe server):
 *
 * - `Stripe(key)`, `elements()`, `elements.create('card')`, `getElement('card')`: the card element is a real
 *   text input (labelled "Card number") mounted in the element's container, firing `change` like Stripe's element;
 * - `createPaymentMethod({type: 'card', card})`, `confirmCardPayment(secret, {payment_method})`,
 *   `confirmCardSetup(secret, {payment_method})`: POST /v1/payment_methods, /v1/payment_intents/{id}/confirm,
 *   /v1/setup_intents/{id}/confirm; an API error answers `{error}` as Stripe.js does.
 *
 * The typed number goes to Stripe as `card[number]`, as Stripe.js sends it, so Stripe's test cards behave as in
 * test mode (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined …); the element is complete at 16
 * digits that pass the Luhn check. Not implemented: 3-D Secure challenges (an intent left in requires_action is answered as it is), other
 * element types, tokens.
 */
(function (global) {
  'use strict';

  var API = 'https://api.stripe.com/v1';

  /** The check digit test every card number passes. */
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }

  /** Stripe's form encoding: nested objects as a[b]=c. */
  function encode(params, prefix, out) {
    out = out || new URLSearchParams();
    Object.keys(params).forEach(function (name) {
      var value = params[name];
      var key = prefix ? prefix + '[' + name + ']' : name;
      if (value === undefined || value === null) return;
      if (typeof value === 'object') encode(value, key, out);
      else out.append(key, String(value));
    });
    return out;
  }

  function call(publishableKey, path, params) {
    return fetch(API + path, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer ' + publishableKey,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: encode(params).toString(),
    }).then(function (response) {
      return response.json().then(
        function (body) {
          if (response.ok) return { body: body };
          return {
            error: (body && body.error) || { type: 'api_error', message: 'Stripe answered ' + response.status },
          };
        },
        function () {
          return { error: { type: 'api_error', message: 'Stripe answered ' + response.status } };
        },
      );
    });
  }

  function intentId(clientSecret) {
    return String(clientSecret).split('_secret_')[0];
  }

  function CardElement() {
    this._listeners = {};
    this._input = null;
    this._digits = '';
  }
  CardElement.prototype.mount = function (target) {
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    var input = document.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = 'cc-number';
    input.setAttribute('aria-label', 'Card number');
    input.setAttribute('data-stripe-double', 'card');
    input.style.width = '100%';
    input.addEventListener('input', () => {
      this._digits = input.value.replace(/\D/g, '');
      this._emit('change', this._state());
    });
    input.addEventListener('focus', () => this._emit('focus', { elementType: 'card' }));
    input.addEventListener('blur', () => this._emit('blur', { elementType: 'card' }));
    container.appendChild(input);
    this._input = input;
    setTimeout(() => this._emit('ready', { elementType: 'card' }), 0);
  };
  CardElement.prototype._state = function () {
    var complete = this._digits.length === 16;
    var valid = complete && luhn(this._digits);
    return {
      elementType: 'card',
      empty: this._digits.length === 0,
      complete: valid,
      brand: this._digits.charAt(0) === '4' ? 'visa' : 'unknown',
      value: {},
      error:
        complete && !valid
          ? { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' }
          : undefined,
    };
  };
  CardElement.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).slice().forEach(function (handler) {
      handler(payload);
    });
  };
  CardElement.prototype.on = function (event, handler) {
    (this._listeners[event] = this._listeners[event] || []).push(handler);
    return this;
  };
  CardElement.prototype.off = function (event, handler) {
    this._listeners[event] = (this._listeners[event] || []).filter(function (h) {
      return h !== handler;
    });
    return this;
  };
  CardElement.prototype.update = function () {};
  CardElement.prototype.focus = function () {
    if (this._input) this._input.focus();
  };
  CardElement.prototype.blur = function () {
    if (this._input) this._input.blur();
  };
  CardElement.prototype.clear = function () {
    if (this._input) this._input.value = '';
    this._digits = '';
  };
  CardElement.prototype.unmount = function () {
    if (this._input && this._input.parentNode) this._input.parentNode.removeChild(this._input);
    this._input = null;
  };
  CardElement.prototype.destroy = CardElement.prototype.unmount;
  /** What Stripe.js sends for the card; the expiry and CVC of Stripe's test cards may be any future date and code. */
  CardElement.prototype._cardData = function () {
    if (this._digits.length !== 16 || !luhn(this._digits)) return null;
    return { number: this._digits, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
  };

  function Elements() {
    this._card = null;
  }
  Elements.prototype.create = function (type) {
    if (type !== 'card') throw new Error('The Stripe.js double only has the card element, not ' + type);
    this._card = new CardElement();
    return this._card;
  };
  /** By name, or by React Stripe.js's component (which carries its element type), as Stripe.js allows. */
  Elements.prototype.getElement = function (type) {
    var name = typeof type === 'string' ? type : type && type.__elementType;
    return name === 'card' ? this._card : null;
  };
  Elements.prototype.update = function () {};

  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    this._key = publishableKey;
  }
  Stripe.version = 'endive';
  Stripe.prototype.elements = function () {
    return new Elements();
  };
  Stripe.prototype.registerAppInfo = function () {};
  Stripe.prototype._registerWrapper = function () {};
  Stripe.prototype.createToken = function () {
    return Promise.reject(new Error('The Stripe.js double does not make tokens'));
  };

  /** POST /v1/payment_methods for the card typed into the element. */
  Stripe.prototype.createPaymentMethod = function (data) {
    var card = data && data.card;
    var cardData = card && card._cardData ? card._cardData() : null;
    if (!cardData)
      return Promise.resolve({
        error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
      });
    return call(this._key, '/payment_methods', {
      type: 'card',
      card: cardData,
      billing_details: data.billing_details,
    }).then(function (result) {
      return result.error ? { error: result.error } : { paymentMethod: result.body };
    });
  };

  /** A payment method id as it is, or the one made from a card element (`{card}`). */
  Stripe.prototype._methodId = function (paymentMethod) {
    if (typeof paymentMethod === 'string') return Promise.resolve({ id: paymentMethod });
    return this.createPaymentMethod({
      type: 'card',
      card: paymentMethod && paymentMethod.card,
      billing_details: paymentMethod && paymentMethod.billing_details,
    }).then(function (result) {
      return result.error ? { error: result.error } : { id: result.paymentMethod.id };
    });
  };

  Stripe.prototype.confirmCardPayment = function (clientSecret, data) {
    var key = this._key;
    return this._methodId(data && data.payment_method).then(function (method) {
      if (method.error) return { error: method.error };
      return call(key, '/payment_intents/' + intentId(clientSecret) + '/confirm', {
        payment_method: method.id,
        client_secret: clientSecret,
      }).then(function (result) {
        return result.error ? { error: result.error } : { paymentIntent: result.body };
      });
    });
  };

  Stripe.prototype.confirmCardSetup = function (clientSecret, data) {
    var key = this._key;
    return this._methodId(data && data.payment_method).then(function (method) {
      if (method.error) return { error: method.error };
      return call(key, '/setup_intents/' + intentId(clientSecret) + '/confirm', {
        payment_method: method.id,
        client_secret: clientSecret,
      }).then(function (result) {
        return result.error ? { error: result.error } : { setupIntent: result.body };
      });
    });
  };

  global.Stripe = Stripe;
})(typeof window !== 'undefined' ? window : globalThis);
