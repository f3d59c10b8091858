import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "วงกลม: {distance} รอบจุด",
	group: "{name}: {count}",
	outlines: "ขอบเขตพื้นที่: {names}",
	cells: "เซลล์ตารางในวงกลม: {count}",
	scaleBar: "มาตราส่วน: {distance}",
	plainBackground: "ไม่มีแผนที่พื้นหลังแสดงอยู่: รูปทรงและจุดแสดงตำแหน่งของสถานที่เทียบกัน",
	streets: "ถนนวาดผ่านป้ายรถเมล์ที่อยู่บนถนนนั้น ({sources})",
	tileCredit: "แผนที่พื้นหลัง: {credit}",
} satisfies NamespaceMapTranslation

export default map
