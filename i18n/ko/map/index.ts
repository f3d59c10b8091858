import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "원: 지점 주변 {distance}",
	group: "{name}: {count}",
	outlines: "구역 경계: {names}",
	cells: "원 안의 격자 셀: {count}",
	scaleBar: "축척: {distance}",
	plainBackground: "배경 지도가 표시되지 않습니다. 도형과 점은 장소들의 상대적 위치를 보여 줍니다.",
	streets: "거리는 그 위의 버스 정류장을 이어 그렸습니다({sources}).",
	tileCredit: "배경 지도: {credit}",
} satisfies NamespaceMapTranslation

export default map
