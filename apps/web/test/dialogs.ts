import { beforeAll } from 'vitest';

/**
 * jsdom has <dialog> without its modal methods; the kit's Dialog (src/components/ui/dialog.tsx)
 * calls them.
 */
export function withModalDialogs(): void {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
  });
}
