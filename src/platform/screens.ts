/**
 * Known screen sizes that drive the layout flags, in CSS pixels, portrait (width < height).
 * The layout matrix of the perf gate emulates these same entries, so `dpr` is the device's CSS pixel ratio.
 * Where a size is computed as physical pixels / DPR, the physical resolution comes from the maker's spec sheet.
 * Loaded after the first paint (layout.ts `applyScreenFlags`): no first-screen style depends on these flags.
 */
export interface ScreenSize {
  name: string;
  width: number;
  height: number;
  dpr: number;
}

/**
 * Notched / Dynamic Island iPhones. Source: Apple Human Interface Guidelines, "Layout" → "Device screen sizes and
 * orientations" (points = CSS px), iPhone X through iPhone 16 Pro Max.
 */
const IPHONE_NOTCH: ScreenSize[] = [
  { name: 'iPhone X / XS / 11 Pro / 12 mini / 13 mini', width: 375, height: 812, dpr: 3 },
  { name: 'iPhone XR / 11', width: 414, height: 896, dpr: 2 },
  { name: 'iPhone XS Max / 11 Pro Max', width: 414, height: 896, dpr: 3 },
  { name: 'iPhone 12 / 12 Pro / 13 / 13 Pro / 14 / 16e', width: 390, height: 844, dpr: 3 },
  { name: 'iPhone 12 Pro Max / 13 Pro Max / 14 Plus', width: 428, height: 926, dpr: 3 },
  { name: 'iPhone 14 Pro / 15 / 15 Pro / 16', width: 393, height: 852, dpr: 3 },
  { name: 'iPhone 14 Pro Max / 15 Plus / 15 Pro Max / 16 Plus', width: 430, height: 932, dpr: 3 },
  { name: 'iPhone 16 Pro', width: 402, height: 874, dpr: 3 },
  { name: 'iPhone 16 Pro Max', width: 440, height: 956, dpr: 3 },
];

/**
 * Common Android phones with a notch or punch-hole camera. Source: Chrome DevTools emulated devices
 * (devtools-frontend front_end/models/emulation/EmulatedDevices.ts) for Pixel 3 XL, Pixel 7, Galaxy S20 Ultra and
 * Galaxy A51/71; the others are the makers' published resolutions divided by the Android display density.
 */
const ANDROID_NOTCH: ScreenSize[] = [
  { name: 'Pixel 3 XL', width: 393, height: 786, dpr: 2.75 },
  { name: 'Pixel 5 (1080×2340 @2.75)', width: 393, height: 851, dpr: 2.75 },
  { name: 'Pixel 7 / 8', width: 412, height: 915, dpr: 2.625 },
  { name: 'Galaxy S20 Ultra', width: 412, height: 915, dpr: 3.5 },
  { name: 'Galaxy A51 / A71', width: 412, height: 914, dpr: 2.625 },
  { name: 'Galaxy S10 (1440×3040 @4)', width: 360, height: 760, dpr: 4 },
  { name: 'Galaxy S20 / S21 (1080×2400 @3)', width: 360, height: 800, dpr: 3 },
  { name: 'Galaxy S22 / S23 (1080×2340 @3)', width: 360, height: 780, dpr: 3 },
  { name: 'Galaxy S24 (1080×2340 @2.8125)', width: 384, height: 832, dpr: 2.8125 },
  { name: 'Redmi Note / Xiaomi 1080×2400 @2.75', width: 393, height: 873, dpr: 2.75 },
];

/**
 * Foldables, folded (cover screen) and unfolded (inner screen). Source: Chrome DevTools emulated devices for Galaxy Fold
 * and Surface Duo; the others are Samsung, Google and Huawei spec-sheet resolutions divided by the display density
 * (2.625 for Samsung and Google, 3 for Huawei).
 */
const FOLDABLE: ScreenSize[] = [
  { name: 'Galaxy Fold, folded', width: 280, height: 653, dpr: 3 },
  { name: 'Galaxy Fold, unfolded', width: 512, height: 717, dpr: 3 },
  { name: 'Galaxy Z Fold3, folded (832×2268)', width: 317, height: 864, dpr: 2.625 },
  { name: 'Galaxy Z Fold3, unfolded (1768×2208)', width: 673, height: 841, dpr: 2.625 },
  { name: 'Galaxy Z Fold4 / Fold5, folded (904×2316)', width: 344, height: 882, dpr: 2.625 },
  { name: 'Galaxy Z Fold4 / Fold5, unfolded (1812×2176)', width: 690, height: 829, dpr: 2.625 },
  { name: 'Galaxy Z Fold6, folded (968×2376)', width: 369, height: 905, dpr: 2.625 },
  { name: 'Galaxy Z Fold6, unfolded (1856×2160)', width: 707, height: 823, dpr: 2.625 },
  { name: 'Galaxy Z Flip3–6 (1080×2640)', width: 411, height: 1006, dpr: 2.625 },
  { name: 'Pixel Fold, folded (1080×2092)', width: 411, height: 797, dpr: 2.625 },
  { name: 'Pixel Fold, unfolded (2208×1840)', width: 701, height: 841, dpr: 2.625 },
  { name: 'Huawei Mate X / X2, folded (1148×2480)', width: 383, height: 827, dpr: 3 },
  { name: 'Huawei Mate X / X2, unfolded (2200×2480)', width: 733, height: 827, dpr: 3 },
  { name: 'Surface Duo, one screen', width: 540, height: 720, dpr: 2.5 },
];

export const NOTCH_SCREENS: readonly ScreenSize[] = [...IPHONE_NOTCH, ...ANDROID_NOTCH];
export const FOLDABLE_SCREENS: readonly ScreenSize[] = FOLDABLE;

/** Browsers round physical / DPR differently (floor or round, with or without system bars): allow 2 px. */
const TOLERANCE_PX = 2;

/** Whether a screen of this size (either orientation) is in the list. */
export function matchesScreen(list: readonly ScreenSize[], width: number, height: number): boolean {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  return list.some((s) => Math.abs(s.width - short) <= TOLERANCE_PX && Math.abs(s.height - long) <= TOLERANCE_PX);
}

/** The notch and foldable flags of a screen; `spanned` = the viewport covers two display segments (a fold). */
export function screenFlags(screenWidth: number, screenHeight: number, spanned: boolean): { notch: boolean; foldable: boolean } {
  return {
    notch: matchesScreen(NOTCH_SCREENS, screenWidth, screenHeight),
    foldable: spanned || matchesScreen(FOLDABLE_SCREENS, screenWidth, screenHeight),
  };
}
