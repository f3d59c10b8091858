/**
 * Directions to a site (location: directions). The bridge has no maps action (src/platform/bridge/actions.ts),
 * so every shell gets a universal maps URL: the phone opens its maps app for it (Android and iOS hand Google Maps
 * links to the app when installed), else the browser shows the route.
 */
export function directionsUrl(lat: number, lon: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lon.toFixed(6)}`;
}
