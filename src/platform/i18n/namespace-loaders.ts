/** Every feature namespace of every locale (i18n/<locale>/<namespace>/index.ts), one chunk each. */
export const namespaceLoaders = import.meta.glob<{ default: unknown }>('../../../i18n/*/*/index.ts');
