import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "Vòng tròn: {distance} quanh điểm",
	group: "{name}: {count}",
	outlines: "Ranh giới khu vực: {names}",
	cells: "Ô lưới trong vòng tròn: {count}",
	scaleBar: "Tỷ lệ: {distance}",
	plainBackground: "Không hiển thị bản đồ nền: các hình và chấm cho thấy vị trí tương đối giữa các địa điểm.",
	streets: "Đường phố được vẽ qua các trạm xe buýt trên đường ({sources}).",
	tileCredit: "Bản đồ nền: {credit}",
} satisfies NamespaceMapTranslation

export default map
