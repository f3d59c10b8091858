import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const ko_siteAnalysis = {
	tiers: {
		prime: "최상급",
		premium: "우수",
		standard: "보통",
		marginal: "한계",
		poor: "부진",
	},
	advice: {
		pursueActively: "적극 추진",
		recommended: "추천",
		considerCarefully: "신중히 검토",
		proceedWithCaution: "주의하며 진행",
		rejectImmediately: "즉시 제외",
	},
	match: {
		completeOverlap: "완전 일치",
		highlyCompatible: "매우 적합",
		moderatelyMatched: "보통 일치",
		mildlyRelated: "약간 관련",
		noResemblance: "유사성 없음",
	},
	factors: {
		demand: "수요",
		complementarity: "보완 시설",
		accessibility: "접근성",
		spendingPower: "소비력",
		competition: "경쟁",
		cannibalisation: "자사 매장 잠식",
	},
	rules: {
		tier: "100점 만점: {bounds}",
		tierBound: "{label} {min}점부터",
		match: "지역 인구 중 목표 고객층({target}) 비율: {bounds}",
		notClassified: "분류 안 됨: 데이터에 값이 없습니다",
	},
	models: {
		score: {
			name: "입지 종합 점수",
			doc: "각 요인의 0~1 값 × 업종 그룹별 가중치를 더해 100점 만점으로 나타낸 점수이며, 가중치는 해당 업종 실제 매장의 위치로 검증했습니다.",
		},
		consumers: {
			name: "소비자 수",
			doc: "반경 내 거주자와 근무자, 그리고 역의 하루 평균 승객 수를 하루 한 번씩 셉니다.",
		},
		capacity: {
			name: "예상 매장 수용력",
			doc: "상권의 소비자 수 ÷ 도시 전체에서 이 업종 매장 하나당 소비자 수.",
		},
	},
	notes: {
		noAtv: "데이터 부족: 이곳 매장의 객단가를 공개하는 출처가 없습니다",
		noFrequency: "데이터 부족: 고객의 구매 빈도를 공개하는 출처가 없습니다",
		noPayback: "데이터 부족: 투자 회수 기간에는 객단가와 구매 빈도가 필요하지만 공개하는 출처가 없습니다",
		noStrategy: "데이터 부족: 매출 목표가 있는 전략에는 객단가와 구매 빈도가 필요합니다",
		noCapacity: "데이터 부족: 비교할 이 업종의 매장이 도시에 없습니다",
		noBrand: "선택한 브랜드 없음",
		noCompetitors: "반경 내에 이 업종의 매장이 없습니다",
	},
	strategy: {
		shortTermCompetition: "6–12개월: 근처 동종 매장 {competitors}곳(가장 가까운 곳 {distance} m)과 상품 구성과 영업시간으로 차별화하세요.",
		shortTermDemand: "6–12개월: 역 유동 인구가 가장 많은 시간대에 맞춰 영업하고, 계수기로 거리 유동 인구를 측정해 수요를 확인하세요.",
		longTermCapacity: "1–3년: 상권은 이런 매장을 약 {supported}곳 수용할 수 있고 현재 {existing}곳이 있어 {room}곳의 여유가 있습니다.",
		longTermSaturated: "1–3년: 상권에 이미 수요가 감당하는 것보다 많은 매장이 있습니다({existing}곳 대 {supported}곳). 근처 출점보다 점유율 확대로 성장하세요.",
	},
	narrative: {
		summary: "{place}: {industry} 입지로서 {scoreMax}점 중 {score}점 — {tier}. 조언: {advice}.",
		factors: "가장 강한 요인은 {strongest}({strongestPoints}점)이고, 가장 약한 요인은 {weakest}({weakestMax}점 중 {weakestPoints}점)입니다.",
		strongestOnly: "가장 강한 요인은 {strongest}({strongestPoints}점)입니다.",
		residents: "{radius} m 이내에 약 {residents}명이 거주합니다.",
		workers: "약 {workers}명이 이곳에서 일합니다.",
		stationFlow: "인근 역의 승객은 하루 약 {flow}명입니다.",
		competitors: "{radius} m 이내에 {industry} 매장이 {competitors}곳 있습니다.",
		saturation: "경쟁 포화도: {saturation}.",
		nearest: "가장 가까운 곳은 {distance} m 떨어져 있습니다.",
		ownStores: "{brand}은(는) {radius} m 이내에 이미 자사 매장 {stores}곳이 있습니다.",
		capacity: "상권 수요로 이런 매장 약 {supported}곳이 유지될 수 있으며, 현재 {existing}곳이 있습니다.",
		consumption: "소비 지수는 도시 평균 {baseline} 대비 {index}입니다: {rating}.",
		payback: "{reason}.",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default ko_siteAnalysis
