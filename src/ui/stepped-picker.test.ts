import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRemote } from './remote-data.js';
import { createSteppedPicker } from './stepped-picker.js';

/** A two-step picker: fruits searched on the server as the user types, then a size filtered on the device. */
function fruitPicker({ fruitsFail = false } = {}) {
  const searches: string[] = [];
  const fruits = createRemote<string[]>();
  const sizes = createRemote<string[]>();
  let fruit: string | null = null;
  const picker = createSteppedPicker<'fruit' | 'size', 'fruitsFailed' | 'sizesFailed', 'enterSize', string>({
    steps: {
      fruit: {
        list: fruits,
        failed: 'fruitsFailed',
        search: (q) => {
          searches.push(q);
          void fruits.run(async () => {
            if (fruitsFail) throw new Error('500');
            return ['apple', 'apricot', 'banana'].filter((f) => f.startsWith(q));
          });
        },
      },
      size: { list: sizes, failed: 'sizesFailed', reachable: () => fruit !== null, needsText: 'enterSize' },
    },
    searchDelayMs: 100,
  });
  const sizeOptions = picker.optionsOf(sizes, (s) => [s]);
  const choose = async (f: string) => {
    fruit = f;
    picker.enterStep('size');
    await sizes.run(async () => ['Small', 'Large']);
  };
  return { ...picker, fruits, searches, sizeOptions, choose, setFail: (fail: boolean) => (fruitsFail = fail) };
}

describe('stepped picker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on the first step and searches once typing pauses; Enter searches at once', async () => {
    const p = fruitPicker();
    expect(p.model.step.value).toBe('fruit');
    p.model.setQuery('a');
    p.model.setQuery('ap ');
    await vi.advanceTimersByTimeAsync(99);
    expect(p.searches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.searches).toEqual(['ap']);
    p.model.setQuery('b');
    p.model.submitSearch();
    expect(p.searches).toEqual(['ap', 'b']);
    await vi.advanceTimersByTimeAsync(200);
    expect(p.searches).toEqual(['ap', 'b']);
  });

  it('drops a pending search when the user moves on, and starts the next step with an empty box', async () => {
    const p = fruitPicker();
    p.model.setQuery('ap');
    await p.choose('apple');
    await vi.advanceTimersByTimeAsync(500);
    expect(p.searches).toEqual([]);
    expect(p.model.step.value).toBe('size');
    expect(p.model.query.value).toBe('');
  });

  it('filters a device list by the query and asks for text when Enter is pressed on an empty box', async () => {
    const p = fruitPicker();
    await p.choose('apple');
    p.model.setQuery('lar');
    expect(p.sizeOptions.value).toEqual(['Large']);
    p.model.setQuery(' ');
    p.model.submitSearch();
    expect(p.model.message.value).toBe('enterSize');
    p.model.setQuery('s');
    expect(p.model.message.value).toBeNull();
  });

  it('does not go to a step whose earlier choice is missing', () => {
    const p = fruitPicker();
    p.model.goToStep('size');
    expect(p.model.step.value).toBe('fruit');
  });

  it("reports the current step's failed list with its own message and recovers on retry", async () => {
    const p = fruitPicker({ fruitsFail: true });
    p.model.setQuery('ap');
    await vi.runAllTimersAsync();
    expect(p.model.failure.value).toBe('fruitsFailed');
    p.setFail(false);
    await p.model.retry();
    expect(p.model.failure.value).toBeNull();
    expect(p.fruits.state.value).toEqual({ status: 'ready', data: ['apple', 'apricot'] });
  });

  it('shows the preview and goes back to picking', async () => {
    const p = fruitPicker();
    p.showPreview(async () => 'apple report');
    expect(p.model.stage.value).toBe('preview');
    await vi.runAllTimersAsync();
    expect(p.model.preview.value).toEqual({ status: 'ready', data: 'apple report' });
    p.model.backToPicker();
    expect(p.model.stage.value).toBe('pick');
  });

  it('keeps the web picker when the native picker fails, and is not busy afterwards', async () => {
    const p = fruitPicker();
    const native = p.withNativePicker(() => Promise.reject(new Error('unknown_action')));
    expect(p.model.nativeBusy.value).toBe(true);
    await native;
    expect(p.model.nativeBusy.value).toBe(false);
    expect(p.model.step.value).toBe('fruit');
  });
});
