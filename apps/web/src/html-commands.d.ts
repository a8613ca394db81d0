import 'react';

// Invoker commands (HTML's `commandfor`/`command`): a button that opens or closes a `<dialog>` or a popover
// with no script at all, which the mobile menu relies on before its island hydrates
// (docs/decisions/045-storefront-islands.md). React passes the attributes through as written;
// @types/react does not list them yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover';
  }
}
