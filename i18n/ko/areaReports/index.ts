import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const ko_areaReports = {
	headlines: {
		stores: "점포 수",
		businessTypes: "업종 수",
		chainRatio: "체인 브랜드 비율",
		residents: "거주 인구",
		workers: "직장 인구",
		passengerFlow: "유동 인구",
		consumptionIndex: "소비 지수",
		competition: "경쟁 지수",
	},
	notes: {
		storesCounted: "반경 내 Lokasi 지도 데이터의 점포. 각 점포는 최신 출처 기준으로 한 번만 셉니다",
		mixFromMap: "구성은 지도 데이터(OpenStreetMap)만 셉니다. 한 종류의 장소를 모두 싣는 목록(할랄 식당, 호커 센터, 쇼핑몰, 의원)은 구성을 왜곡합니다.",
		placesCounted: "반경 내 Lokasi 지도 데이터의 장소. 예전 출처와 새 출처에 모두 있는 브랜드 점포는 한 번만 셉니다",
		chooseIndustry: "경쟁을 측정하려면 업종을 선택하세요",
		noRatings: "데이터 없음: Lokasi에는 사용자 평점 데이터가 없습니다",
		noStores: "반경 내 점포 없음",
		mapChanges: "{from}부터 {to}까지의 지도 변화: OpenStreetMap에 추가되거나 삭제된 점포이며 사업자 등록이 아닙니다",
		insufficientSnapshots: "데이터 부족: 개점과 폐점을 보려면 같은 지역의 날짜가 있는 지도 스냅샷이 두 개 이상 필요합니다(모나코는 2019, 2021, 2026년)",
	},
	models: {
		businessTypes: {
			name: "업종 수",
			doc: "반경 내 점포들의 서로 다른 업종 수.",
		},
		chainRatio: {
			name: "체인 브랜드 비율",
			doc: "name-suggestion-index 브랜드에 연결된 점포 ÷ 반경 내 전체 점포 × 100.",
		},
		richness: {
			name: "상업 풍부도",
			doc: "반경 내 점포 ÷ 원의 면적(km²), 규칙의 경계값으로 분류.",
		},
		competitionIndex: {
			name: "경쟁 지수",
			doc: "선택한 업종의 점포 ÷ 반경 내 전체 점포 × 100.",
		},
		saturation: {
			name: "경쟁 포화도",
			doc: "기존 매장 ÷ 수요가 뒷받침하는 매장(둘 다 2를 더함)",
		},
		transportCoverage: {
			name: "대중교통 커버율",
			doc: "원 안의 H3 셀(해상도 10) 중 중심이 버스 정류장, 철도역 또는 역 출구에서 {walk} m 이내인 셀의 비율.",
		},
	},
	inputs: {
		stores: "점포",
		brandedStores: "브랜드 점포",
		competitors: "같은 업종 점포",
		areaKm2: "원의 면적",
		cells: "원 안의 셀",
		coveredCells: "정류장 근처 셀",
		stops: "정류장과 출구",
	},
	levels: {
		richness: {
			emerging: "태동",
			developing: "발전 중",
			growing: "성장 중",
			vibrant: "활발",
			prime: "최상급(핵심 상권)",
		},
		saturation: {
			severelyUndersupplied: "심각한 공급 부족",
			undersupplied: "공급 부족",
			balanced: "균형",
			saturated: "포화",
			highlySaturated: "고도 포화",
		},
		noData: "데이터 없음",
		from: "{label}: {min} {unit} 이상",
		below: "{label}: {max} {unit} 미만",
		storesPerKm2: "점포/km²",
	},
	transport: {
		busStop: "버스 정류장",
		railStation: "철도역",
		railExit: "역 출구",
	},
} satisfies NamespaceAreaReportsTranslation

export default ko_areaReports
