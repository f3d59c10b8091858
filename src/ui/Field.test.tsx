import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { Field } from './Field.js';

describe('Field', () => {
  it('labels its input and ties an error message to it', () => {
    const root = document.createElement('div');
    render(<Field label="E-mail" type="email" value="a@" error="Enter a valid e-mail" />, root);
    const input = root.querySelector('input')!;
    expect(root.querySelector('label')!.getAttribute('for')).toBe(input.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby')!)}`)!.textContent).toBe('Enter a valid e-mail');
    render(<Field label="E-mail" type="email" value="a@b.co" />, root);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });
});
