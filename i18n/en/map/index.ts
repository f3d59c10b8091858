import type { BaseTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "Circle: {distance:string} around the point",
	group: "{name:string}: {count:number}",
	outlines: "Area boundaries: {names:string}",
	cells: "Grid cells of the circle: {count:number}",
	scaleBar: "Scale: {distance:string}",
	plainBackground: "No base map is shown: the shapes and dots show where places lie relative to each other.",
	streets: "Streets are drawn through the bus stops on them ({sources:string}).",
	tileCredit: "Base map: {credit:string}",
} satisfies BaseTranslation

export default map
