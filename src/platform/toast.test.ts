import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast.js';

describe('in-page toast', () => {
  it('shows the message in one polite live region, then hides it', () => {
    vi.useFakeTimers();
    toast('Saved');
    toast('Copied', 1000);
    const regions = document.querySelectorAll('[role="status"]');
    expect(regions).toHaveLength(1);
    const el = regions[0] as HTMLElement;
    expect(el.getAttribute('aria-live')).toBe('polite');
    expect(el.textContent).toBe('Copied');
    expect(el.hidden).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(el.hidden).toBe(true);
    vi.useRealTimers();
  });
});
