import { bridge } from '../platform/bridge/index.js';
import type { Result } from '../platform/bridge/actions.js';

type PickerAction = 'selectCity' | 'selectBrand';

/** The native app's own picker for `action`, inside the app; elsewhere none (the web picker is all there is). */
export function nativePicker<A extends PickerAction>(action: A): (() => Promise<Result<A>>) | undefined {
  // Both pickers take an optional payload, which TypeScript cannot see through the generic `A`.
  return bridge.context.kind === 'app' ? () => (bridge.call as (action: A) => Promise<Result<A>>)(action) : undefined;
}
