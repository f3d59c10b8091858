import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "Cercle : {distance} autour du point",
	group: "{name} : {count}",
	outlines: "Limites de zone : {names}",
	cells: "Cellules de la grille du cercle : {count}",
	scaleBar: "Échelle : {distance}",
	plainBackground: "Aucun fond de carte n’est affiché : les formes et les points montrent la position des lieux les uns par rapport aux autres.",
	streets: "Les rues sont tracées par leurs arrêts de bus ({sources}).",
	tileCredit: "Fond de carte : {credit}",
} satisfies NamespaceMapTranslation

export default map
