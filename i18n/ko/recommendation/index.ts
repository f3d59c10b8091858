import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const ko_recommendation = {
	reason: "{factor}: {max}점 중 {points}점. {why}",
	method: "{city}의 약 0.1 km² 후보 셀 {cells}개를 입지 점수 엔진으로 반경 {radius} m 내 {industry} 기준으로 평가하고, {separation} m 이웃마다 가장 좋은 셀을 7개 하위 셀로 세분했으며, 시장 점유율은 반경 {radius} m 내 HDB 거주자에 대한 허프 중력 모델로 추정했습니다.",
	methodRoom: "입지는 입지 점수 × (½ + ½ × 여지)로 순위를 매깁니다. 점포 수가 수요가 감당하는 수(도시 셀에 맞춘 계수 모형)의 5분의 4 이하이면 여지가 가득하고, 두 배이면 없습니다.",
	room: {
		name: "시장 여지",
		text: "상권 수요가 감당하는 {industry} 점포는 약 {expected}곳이며, 현재 {existing}곳이 있습니다.",
		notMapped: "여지를 알 수 없음: 이 도시의 지도 자료에 {industry}이(가) 없습니다.",
	},
	share: {
		name: "허프 시장 점유율",
		doc: "각 HDB 블록 거주자는 매력도^α ÷ 거리^β 에 비례하는 확률로 이 입지 또는 기존 동종 매장을 선택합니다(Huff 1963). 점유율은 거주자 수로 가중한 평균입니다. 매장 규모를 측정한 자료가 없어 모든 매장의 매력도는 같습니다.",
		residents: "상권 내 거주자",
		competitors: "반경 {distance} m 내 경쟁 매장",
		alpha: "매력도 지수 α",
		beta: "거리 감쇠 지수 β",
		noResidents: "상권에 HDB 거주자가 없습니다",
		coverage: "업종의 지도 포괄률(공식 목록 대비 재현율)",
		docCoverage: "지도에는 업종 점포의 약 {recall}만 실려 있어(공식 목록 대비 측정), 지도상 경쟁 점포 하나를 1 ÷ {recall}개 점포로 셉니다.",
		notMapped: "이 도시의 지도 자료에 {industry}이(가) 없습니다. 경쟁 점포를 셀 수 없어 점유율을 제시하지 않습니다",
		notMeasured: "지도가 이곳의 {industry}을(를) 얼마나 담는지 확인할 공식 목록이 없습니다. 빠진 경쟁 점포가 점유율을 부풀리므로 제시하지 않습니다",
		noCompetitors: "반경 {distance} m 안에 지도상 경쟁 점포가 없고 지도에는 누락도 있습니다. 자료 부족으로 독점처럼 보이므로 제시하지 않습니다",
	},
	noCityData: "{city}의 도시 전체 데이터가 아직 없습니다. 추천에는 도시의 계획 구역, 매장, 거주자 데이터가 필요합니다",
	unnamed: "이름 없는 매장",
	relay: {
		reading: "{country} {city} 읽는 중: 가져온 도시 데이터",
		assessing: "평가: {industry} {assessment}",
		assessingBrand: "평가: {brand}({industry}) {assessment}",
		recommendation: "입지 추천",
		analysis: "지점 AI 분석",
		planCells: "탐색 계획 중: 도시 계획 구역 전체의 후보 셀 {cells}개를 반경 {radius} m로 평가",
		planPoint: "{lat}, {lon} 반경 {radius} m 분석 계획 중",
		scoring: "각 셀을 주변 매장, 버스 정류장, 역, 승객 흐름, HDB 거주자로 평가 중",
		modelling: "상위 입지의 시장 점유율을 기존 매장과 비교해 모델링 중(허프)",
		gathering: "지점 주변의 매장, 교통, HDB 거주자, 역 승객 흐름을 읽는 중",
		unlocking: "분석 작성 중: 점수, 상권, 경쟁, 고객",
		ready: "보고서가 준비되었습니다",
	},
} satisfies NamespaceRecommendationTranslation

export default ko_recommendation
