import { render } from 'preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, language, LL, setLanguage, useNamespace } from './index.js';

function Title() {
  return <h1>{LL.value.titles.contactUs()}</h1>;
}

function InfoText() {
  const ready = useNamespace('info');
  return <p>{ready ? LL.value.info.contact.call() : 'waiting'}</p>;
}

describe('i18n runtime', () => {
  beforeAll(() => setLanguage('en', { persist: false }));
  afterEach(() => localStorage.clear());

  it('switches every text in place, sets <html lang> and saves the choice', async () => {
    const root = document.createElement('div');
    render(<Title />, root);
    const heading = root.querySelector('h1')!;
    expect(heading.textContent).toBe('Contact us');

    await setLanguage('de');
    await vi.waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Kontakt'));
    expect(root.querySelector('h1')).toBe(heading); // same node: updated, not re-created
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
    expect(language.value).toBe('de');
    render(null, root);
  });

  it('applies a detected language without saving it', async () => {
    await setLanguage('ja', { persist: false });
    expect(LL.value.titles.contactUs()).toBe('お問い合わせ');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('the last of two quick switches wins', async () => {
    await Promise.all([setLanguage('ko', { persist: false }), setLanguage('th', { persist: false })]);
    expect(language.value).toBe('th');
  });

  it('loads a namespace for the current language and again on each switch before the texts change', async () => {
    await setLanguage('en', { persist: false });
    const root = document.createElement('div');
    render(<InfoText />, root);
    await vi.waitFor(() => expect(root.textContent).toBe('Call us'));
    await setLanguage('fr', { persist: false });
    // The switch waited for the French namespace, so there is no moment without its texts.
    expect(LL.value.info.contact.call()).toBe('Nous appeler');
    await vi.waitFor(() => expect(root.textContent).toBe('Nous appeler'));
    render(null, root);
  });
});
