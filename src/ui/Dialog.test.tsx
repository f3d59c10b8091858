import { render } from 'preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../platform/i18n/index.js';
import { Dialog } from './Dialog.js';

let root: HTMLElement;
const key = (k: string, shiftKey = false) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true }));

describe('Dialog', () => {
  beforeAll(() => setLanguage('en', { persist: false }));
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  async function open(onClose = vi.fn()) {
    root = document.createElement('div');
    document.body.appendChild(root);
    const opener = document.createElement('button');
    root.appendChild(opener);
    opener.focus();
    const host = document.createElement('div');
    root.appendChild(host);
    render(
      <Dialog title="Settings" onClose={onClose}>
        <button type="button">first</button>
        <button type="button">last</button>
      </Dialog>,
      host,
    );
    // Focus moves in once the dialog's effect has run.
    await vi.waitFor(() => expect(document.activeElement!.textContent).toBe('first'));
    return { onClose, opener, host };
  }

  it('is a labelled modal dialog that takes the focus', async () => {
    await open();
    const dialog = root.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Settings');
    expect(document.activeElement!.textContent).toBe('first');
  });

  it('keeps Tab inside: from the last control to the first and back', async () => {
    await open();
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')];
    const [first, last] = [buttons[0], buttons[buttons.length - 1]];
    expect(last!.textContent).toBe('last');
    last!.focus();
    key('Tab');
    expect(document.activeElement).toBe(first);
    key('Tab', true);
    expect(document.activeElement).toBe(last);
  });

  it('closes on its close button, Escape and the backdrop, and gives the focus back', async () => {
    const { onClose, opener, host } = await open();
    key('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    root.querySelector<HTMLElement>('.dialog-backdrop')!.click();
    expect(onClose).toHaveBeenCalledTimes(2);
    root.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]')!.click();
    expect(onClose).toHaveBeenCalledTimes(3);
    render(null, host);
    expect(document.activeElement).toBe(opener);
  });
});
