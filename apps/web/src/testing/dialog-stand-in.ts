import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom has no `<dialog>` `showModal()` or `close()`: for the tests of the describe block that
 * calls this, both stand in for the browser's (open and close the dialog, `close` fires its
 * event). What only a browser does (focus, Escape, the backdrop) is for the e2e suite.
 */
export function standInForDialogs(): void {
  beforeEach(() => {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    });
  });
  afterEach(() => {
    const prototype: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
    delete prototype.showModal;
    delete prototype.close;
  });
}
