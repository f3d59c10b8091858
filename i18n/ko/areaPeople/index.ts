import type { NamespaceAreaPeopleTranslation } from '../../i18n-types.js'

// 인구 프로필, 유동 인구, 소비 지수 보고서의 서버 텍스트(server/area/people).
const ko_areaPeople = {
	datasets: {
		counts: '내 유동 인구 카운트',
		countsSource: 'Lokasi 카운터, 직접 계수',
	},
	models: {
		residentsHdb: {
			name: '공공주택 거주자',
			doc: '반경 안 동의 HDB 주택 수 × 각 동이 속한 계획 구역의 가구당 거주자 수(2020년 인구조사). 민간 주택은 데이터에 없으므로 하한값입니다.',
		},
		residentsDensity: {
			name: '전국 인구 밀도로 본 거주자',
			doc: '국가의 육지 1km²당 인구 × 원의 면적. 국가가 도시국가인 경우에만 사용합니다.',
		},
		householdSize: {
			name: '가구당 거주자 수',
			doc: '2020년 인구조사의 계획 구역 거주 인구 ÷ 거주 가구 수.',
		},
		employed: {
			name: '취업한 거주자',
			doc: '거주자 × 전국 15세 이상 비율(UN WPP) × 전국 15세 이상 고용률(세계은행).',
		},
		jobResidence: {
			name: '철도 흐름으로 본 직주 비율',
			doc: '반경 안 역의 평일 07:00~09:00 하차 ÷ 승차: 이 시간에 통근자는 집을 나서 직장에 도착합니다.',
		},
		workers: {
			name: '이곳에서 일하는 사람',
			doc: '취업한 거주자 × 직주 비율.',
		},
		density: {
			name: '1km²당 거주자',
			doc: '반경 안 거주자 ÷ 원의 면적.',
		},
		youngAdults: {
			name: '5세 단위 연령대로 구한 18~24세',
			doc: '15~19세 연령대의 5분의 2(각 나이에 고르게 분포한다고 가정)와 20~24세 연령대의 합.',
		},
		localBorn: {
			name: '국내 출생',
			doc: '100 %에서 해외 출생자 비율(국제 이주민 수 ÷ 인구, 같은 해)을 뺀 값.',
		},
		stationDay: {
			name: '역의 평균적인 하루',
			doc: '반경 안 역의 승차와 하차 LTA 월간 합계 ÷ 그달의 해당 유형 일수.',
		},
		countsPerHour: {
			name: '내 시간당 카운트',
			doc: '직접 센 사람 수(손님과 통행인, 취소한 카운트 제외) ÷ 계수 시간. 지점 근처 세션이 대상입니다.',
		},
		stationsPerHour: {
			name: '계수한 시간대의 역 흐름',
			doc: '계수한 각 시간대와 요일 유형의 역 평균 흐름을 계수 시간에 대해 평균한 값.',
		},
		calibrated: {
			name: '내 카운트로 보정한 역 흐름',
			doc: '평일 역 평균 흐름 × (내 시간당 카운트 ÷ 같은 시간대의 역 시간당 흐름).',
		},
		incomeMean: {
			name: '가구 근로소득 평균',
			doc: '2020년 인구조사 소득 구간. 각 구간은 중간값, 상한이 없는 최상위 구간은 하한값으로 계산(따라서 하한값). 취업자가 있는 가구가 대상입니다.',
		},
		consumptionIndex: {
			name: '소비 지수',
			doc: '지역 가구 평균 소득 × 100 ÷ 기준 평균.',
		},
		heatIndex: {
			name: '혼잡 지수',
			doc: '반경 안 역들의 평일 흐름 합계가 전체 역 가운데 차지하는 순위.',
		},
	},
	inputs: {
		dwellingUnits: '반경 안 HDB 주택 수',
		householdSize: '가구당 거주자 수(주택 수 가중)',
		circleArea: '원의 면적',
		nationalDensity: '{country} 인구 밀도({year}년)',
		residents: '반경 안 거주자',
		adultShare: '15세 이상 비율, {country}({year}년)',
		employmentRatio: '15세 이상 고용률, {country}({year}년)',
		population: '거주 인구',
		households: '거주 가구',
		arrivals: '평일 07:00~09:00 하차',
		departures: '평일 07:00~09:00 승차',
		employedResidents: '취업한 거주자',
		jobResidenceRatio: '직주 비율',
		migrants: '해외 출생자, {country}({year}년)',
		monthTotal: '월간 합계',
		days: '{month}의 해당 유형 일수',
		counted: '센 사람 수',
		hours: '계수 시간',
		countsPerHour: '내 시간당 카운트',
		stationsPerHour: '같은 시간대의 역 시간당 흐름',
		stationDay: '평일 역 평균 흐름',
		localMean: '지역 평균',
		baselineMean: '기준 평균',
		stationsBelow: '평일 흐름이 더 적은 역',
		stations: 'LTA 집계가 있는 역',
	},
	notes: {
		nationalFigure: '{country}(전국)',
		hdbOnly: '공공주택(HDB)만 포함: 콘도미니엄과 단독주택 거주자는 세지 않습니다.',
		noPublicHousing: '반경 안에 공공주택(HDB)이 없고 민간 주택은 데이터에 없어 거주자 수를 알 수 없습니다.',
		noResidentsSource: '이 지점 주변에 사람들이 어디에 사는지 알려 주는 데이터셋이 없습니다.',
		noStations: '반경 안에 LTA 집계가 있는 철도역이 없습니다.',
		outsideSingaporeRail: '철도 흐름(LTA)은 싱가포르에만 있습니다.',
		noEducation: 'Lokasi 데이터에는 학력(고등학교, 학사, 석사 이상)을 공개하는 데이터셋이 없어 지어내지 않고 표시하지 않습니다.',
		noOccupation: 'Lokasi 데이터에는 직업이나 취업 상태 비율을 공개하는 데이터셋이 없어 지어내지 않고 표시하지 않습니다.',
		noOriginSplit: 'Lokasi 데이터에는 해외 출생자를 출신국별로 나눈 데이터셋이 없습니다.',
		noPyramid: '이 국가의 연령·성별 데이터(UN WPP)가 없습니다.',
		noIncomeArea: '가구 소득이 있는 공식 구역 중 이 지점을 포함하는 곳이 없습니다.',
		dosmNoBands: 'DOSM은 구별 평균과 중앙값만 공개하며, 소득별 가구 수는 공개하지 않습니다.',
		noMedian: '인구조사는 이 구역에 대해 중앙값이 아닌 소득 구간을 공개합니다.',
		growthOneMonth: '데이터 부족: LTA 수치는 한 달(2025년 6월)뿐이라 시간에 따른 변화를 보여 주지 않습니다.',
		growthCounts: '데이터 부족: 방문자 증가율에는 지점 근처에서 서로 다른 두 달 이상의 내 카운트가 필요합니다.',
		newVisitors: '데이터 부족: 첫 방문자와 재방문자를 구분하는 데이터셋도 카운트도 없습니다.',
		noCountsNear: '이 지점에서 {distance}m 안에 끝난 카운트 세션이 없습니다.',
		countsWithoutLocation: '내 카운트 세션 중 {count}개는 위치가 없어 어느 지점 근처에도 둘 수 없습니다.',
		noFlowSource: '싱가포르 밖에서는 한 지점의 사람 수를 센 데이터셋이 없고, 정직한 모델도 없습니다.',
		stationsNotPavement: '반경 안 역의 승하차이며, 가게 앞을 지나는 사람이 아닙니다.',
		noCountsOfType: '데이터 부족: 지점 근처 내 카운트 중 이 유형의 날에 해당하는 것이 없습니다.',
		countedHours: '계수 {hours}시간 기준',
		noComparison: '내 카운트와 역 흐름을 비교하려면 둘 다 있어야 합니다.',
		noAtv: '업종·가격대별 객단가를 알려 주는 데이터셋이 없어 지어내지 않고 표시하지 않습니다.',
		noFrequency: '업종·가격대별 구매 빈도를 알려 주는 데이터셋이 없어 지어내지 않고 표시하지 않습니다.',
		noBaseline: '이 장소의 가구 소득을 알려 주는 공식 구역 통계가 없습니다.',
		noHouseholds: 'DOSM은 구별 가구 수를 공개하지 않습니다.',
	},
	rules: {
		incomeLevels: '취업자가 있는 가구의 월 근로소득: {currency} {low} 미만은 저, {currency} {high} 이상은 고, 그 사이는 중.',
		dosmLevels: 'DOSM은 구별 소득 분포를 공개하지 않습니다.',
		heatIndex: '{max} × 평일 평균 흐름이 반경 안 역들의 흐름 합계보다 적은 싱가포르 역의 비율. 역이 없으면 지수도 없습니다.',
		spendingLevel: '소비 지수: {bounds}, 그 외 {floor}.',
		rating: '소비 지수: {bounds}, 그 외 {floor}.',
		priceTier: '소비 지수: {bounds}, 그 외 {floor}.',
	},
	spendingLevels: {
		veryLow: '매우 낮음',
		low: '낮음',
		basic: '기본',
		medium: '보통',
		mediumHigh: '다소 높음',
		high: '높음',
		veryHigh: '매우 높음',
	},
	priceTiers: {
		Budget: '저가',
		'Mid-range': '중가',
		Premium: '프리미엄',
		Luxury: '럭셔리',
	},
	baseline: {
		singapore: '싱가포르 평균(전체 계획 구역, 2020년 인구조사) = 100',
		state: '{state} 평균(DOSM) = 100',
	},
	officialArea: {
		planningArea: '{name}(계획 구역)',
		district: '{name}(구)',
	},
} satisfies NamespaceAreaPeopleTranslation

export default ko_areaPeople
