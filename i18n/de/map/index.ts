import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "Kreis: {distance} um den Punkt",
	group: "{name}: {count}",
	outlines: "Gebietsgrenzen: {names}",
	cells: "Rasterzellen des Kreises: {count}",
	scaleBar: "Maßstab: {distance}",
	plainBackground: "Keine Grundkarte angezeigt: Formen und Punkte zeigen, wie die Orte zueinander liegen.",
	streets: "Straßen sind durch ihre Bushaltestellen gezogen ({sources}).",
	tileCredit: "Grundkarte: {credit}",
} satisfies NamespaceMapTranslation

export default map
