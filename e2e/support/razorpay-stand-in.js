// A local stand-in for Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js), served
// by the e2e suite in its place. It defines `window.Razorpay` with the surface the shop uses
// (`new Razorpay(options)`, `open()`, `on('payment.failed', …)`) and, on open, a small dialog
// whose buttons do what a shopper does in Checkout. Payments go through the fake Razorpay server
// of the test process (functions the test exposes to the page), so the shop's server sees a
// real gateway ledger. Every constructed instance's options are kept for the test to read.
(() => {
  const opened = [];
  window.razorpayStandIn = { opened };

  /** The options as data (functions become their `typeof`), for the test to compare. */
  function describeOptions(options) {
    return {
      ...JSON.parse(JSON.stringify(options)),
      handler: typeof options.handler,
      modal: { ondismiss: typeof options.modal?.ondismiss },
    };
  }

  function button(label, onClick) {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.style.margin = '4px';
    element.style.padding = '8px 12px';
    element.addEventListener('click', onClick);
    return element;
  }

  class Razorpay {
    constructor(options) {
      this.options = options;
      this.failureListeners = [];
      opened.push(describeOptions(options));
    }

    on(event, listener) {
      if (event === 'payment.failed') this.failureListeners.push(listener);
    }

    open() {
      const { options } = this;
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', 'Razorpay Checkout');
      Object.assign(dialog.style, {
        position: 'fixed',
        inset: '20% 10% auto',
        zIndex: '2147483647',
        padding: '16px',
        background: 'white',
        border: '1px solid black',
      });
      const title = document.createElement('p');
      title.textContent = `${options.name}: ${options.description}`;
      const close = () => dialog.remove();

      dialog.append(
        title,
        // Checkout closes itself after a successful payment, then calls the handler.
        button('Pay', async () => {
          const response = await window.razorpayStandInPay(options.order_id);
          close();
          options.handler(response);
        }),
        button('Pay with a forged signature', async () => {
          const response = await window.razorpayStandInForge(options.order_id);
          close();
          options.handler(response);
        }),
        // A failed payment leaves Checkout open, so the shopper can try again.
        button('Fail', async () => {
          const failure = await window.razorpayStandInFail(options.order_id);
          for (const listener of this.failureListeners) listener(failure);
        }),
        button('Close', () => {
          close();
          options.modal?.ondismiss?.();
        }),
      );
      document.body.append(dialog);
    }
  }

  window.Razorpay = Razorpay;
})();
