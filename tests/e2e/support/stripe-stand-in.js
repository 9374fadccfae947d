/* global window, document -- this script runs in the page, in place of Stripe.js */
// A local stand-in for Stripe.js, served in place of https://js.stripe.com/<release>/stripe.js by the payment
// journeys (the real one cannot be downloaded here). It offers the part of the API @stripe/react-stripe-js and the
// app use: elements() with a Payment Element that mounts, says it is ready and complete, and confirmPayment(),
// which sends the browser to the return address as Stripe does after a successful payment. Whether the payment
// went through is said by the journey through the fake Stripe's control port, as Stripe says it by webhook.
(() => {
  function createElement() {
    const listeners = {};
    const emit = (event, payload) => (listeners[event] || []).slice().forEach((handler) => handler(payload));
    const element = {
      mount(target) {
        const node = typeof target === "string" ? document.querySelector(target) : target;
        const box = document.createElement("div");
        box.setAttribute("data-testid", "payment-element-stand-in");
        box.textContent = "Card 4242 4242 4242 4242 (test stand-in for Stripe's Payment Element)";
        box.style.cssText = "padding:12px;border:1px solid #cbd5e1;border-radius:8px;font:14px system-ui";
        node.appendChild(box);
        setTimeout(() => {
          emit("ready", { elementType: "payment" });
          emit("change", { elementType: "payment", complete: true, empty: false, collapsed: false, value: { type: "card" } });
        }, 50);
      },
      on(event, handler) {
        (listeners[event] = listeners[event] || []).push(handler);
        return element;
      },
      once(event, handler) {
        const once = (payload) => {
          element.off(event, once);
          handler(payload);
        };
        return element.on(event, once);
      },
      off(event, handler) {
        listeners[event] = (listeners[event] || []).filter((h) => h !== handler);
        return element;
      },
      update() {},
      focus() {},
      blur() {},
      clear() {},
      collapse() {},
      unmount() {},
      destroy() {},
    };
    return element;
  }

  window.Stripe = function Stripe(publishableKey) {
    let created = null;
    const elements = {
      create: () => (created = createElement()),
      getElement: () => created,
      update() {},
      submit: async () => ({}),
      fetchUpdates: async () => ({}),
    };
    return {
      publishableKey,
      elements(options) {
        window.__stripeStandIn = { publishableKey, clientSecret: options && options.clientSecret };
        return elements;
      },
      async confirmPayment({ confirmParams }) {
        window.__stripeStandIn.confirmed = true;
        window.location.assign(confirmParams.return_url);
        return new Promise(() => {});
      },
      // @stripe/react-stripe-js accepts an object as Stripe only if it has these.
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      _registerWrapper() {},
      registerAppInfo() {},
    };
  };
})();
