import { LocationResolver } from './locations.js';
import { NSI_FILE, readNsiConfig, readNsiItems } from './nsi-items.js';
import { StoreMatcher } from './store-match.js';

const matchers = new Map<string, StoreMatcher>();

/** The store matcher over one NSI file, built once per process (about 3 s: 60,000 items and their names). */
export function storeMatcher(nsiFile = NSI_FILE): StoreMatcher {
  let m = matchers.get(nsiFile);
  if (!m) matchers.set(nsiFile, (m = new StoreMatcher(readNsiItems(nsiFile), new LocationResolver(nsiFile), readNsiConfig(nsiFile))));
  return m;
}
