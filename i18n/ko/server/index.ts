import type { NamespaceServerTranslation } from '../../i18n-types.js'

const ko_server = {
	codes: {
		OK: '성공',
		VALIDATION_FAILED: '일부 항목이 올바르지 않습니다',
		MALFORMED_JSON: '요청 본문이 올바른 JSON이 아닙니다',
		BODY_TOO_LARGE: '요청 본문이 너무 큽니다',
		UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 콘텐츠 유형입니다',
		ENCRYPTION_REQUIRED: '이 요청에는 암호화된 응답이 필요합니다',
		ENCRYPTION_KEY_UNKNOWN: '알 수 없거나 만료된 암호화 키입니다',
		BAD_REQUEST: '잘못된 요청입니다',
		UNAUTHORIZED: '세션이 만료되었습니다. 다시 로그인해 주세요',
		FORBIDDEN: '이 작업을 수행할 권한이 없습니다',
		NOT_FOUND: '찾을 수 없습니다',
		METHOD_NOT_ALLOWED: '허용되지 않는 메서드입니다',
		CONFLICT: '현재 상태와 충돌합니다',
		RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
		INTERNAL: '서버가 바쁩니다. 잠시 후 다시 시도해 주세요',
		UNAVAILABLE: '서비스를 일시적으로 사용할 수 없습니다',
		CODE_SENT: '인증 코드를 보냈습니다',
		CODE_SEND_FAILED: '코드를 보내지 못했습니다. 다시 시도해 주세요',
		CODE_INCORRECT: '코드가 올바르지 않습니다. 다시 입력해 주세요',
		CODE_INVALID: '인증 코드 오류',
		CODE_TOO_SOON: '새 코드를 요청하기 전에 1분만 기다려 주세요',
		CODE_SEND_LIMIT: '코드 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
		EMAIL_IN_USE: '이 이메일은 이미 다른 계정에 연결되어 있습니다',
		EMAIL_ALREADY_LINKED: '이 계정에는 이미 이메일이 있습니다',
		EMAIL_REQUIRED: '먼저 이 계정에 이메일을 연결해 주세요',
		DELETION_SUBMITTED: '삭제 요청이 접수되었습니다. 검토를 기다려 주세요',
		CREDITS_INSUFFICIENT: '크레딧이 부족합니다',
	},
	fields: {
		required: '필수 항목입니다',
		type: '유형이 잘못되었습니다',
		format: '형식이 잘못되었습니다',
		tooShort: '너무 짧습니다',
		tooLong: '너무 깁니다',
		tooSmall: '너무 작습니다',
		tooLarge: '너무 큽니다',
		notAllowed: '허용되지 않는 값입니다',
		unknown: '알 수 없는 항목입니다',
		invalid: '올바르지 않은 값입니다',
	},
	mail: {
		subject: {
			login: 'Lokasi 로그인 코드',
			link: 'Lokasi 이메일 확인',
			delete: 'Lokasi 계정 삭제 확인',
		},
		codeBody: '인증 코드는 {code}입니다. 10분 동안 유효합니다. 요청하지 않으셨다면 이 이메일을 무시하세요.',
	},
	creditsRule: '월간 무료 크레딧이 먼저 사용되며 월말에 만료됩니다. 구매한 크레딧은 만료되지 않습니다.',
	report: {
		models: {
			exchange: {
				name: '공식 환율에 따른 환산',
				doc: 'USD 금액에 같은 해 세계은행 공식 환율(기간 평균)을 곱한 값입니다.',
			},
			gdpPerCapita: {
				name: '국가 1인당 GDP를 도시 1인당 GDP로 사용',
				doc: '도시 단위 GDP는 Lokasi 데이터 어디에도 공표되어 있지 않으므로 국가 1인당 GDP로 도시를 대신합니다.',
			},
			gdpGrowth: {
				name: '국가 실질 GDP 성장률을 도시 성장률로 사용',
				doc: '국가 실질 GDP 성장률로 도시를 대신합니다.',
			},
			gdpTotal: {
				name: '국가 1인당 GDP × 도시 인구',
				doc: '도시 GDP를 국가 1인당 GDP에 도시 인구를 곱해 추정합니다.',
			},
			gdpSeries: {
				name: '국가 시계열 × 도시 인구 비중',
				doc: '국가 GDP 시계열에 도시가 국가 인구에서 차지하는 최신 비중을 곱한 값이며, 이 비중은 일정하다고 가정합니다.',
			},
			populationSeries: {
				name: '국가 시계열 × 도시 인구 비중',
				doc: '국가 인구 시계열에 도시가 국가 인구에서 차지하는 최신 비중을 곱한 값이며, 이 비중은 일정하다고 가정합니다.',
			},
			gdpTrend: {
				name: '국가 실질 GDP 성장률을 도시 실질 GDP 성장률로 사용',
				doc: '데이터가 있는 최근 {years}년간 국가 연간 실질 GDP 성장률의 평균입니다.',
			},
			populationTrend: {
				name: '국가 인구 증가율을 도시 인구 증가율로 사용',
				doc: '데이터가 있는 최근 {years}년간 국가 연간 인구 증가율의 평균입니다.',
			},
			populationGrowth: {
				name: '국가 인구 증가율을 도시 증가율로 사용',
				doc: '도시 단위 인구 시계열은 Lokasi 데이터에 없으므로 국가 증가율로 대신합니다.',
			},
			purchasingPower: {
				name: '국가 구매력을 도시 구매력으로 사용',
				doc: '구매력평가(PPP) 기준 국가 1인당 GDP로 도시를 대신합니다.',
			},
			newStores: {
				name: '첫 스냅샷 이후 처음 확인된 매장',
				doc: '첫 지도 스냅샷에는 없고 이후 스냅샷에 있는 매장입니다.',
			},
			closedStores: {
				name: '최신 스냅샷 전에 사라진 매장',
				doc: '어느 스냅샷에는 있고 최신 스냅샷에는 없는 매장입니다.',
			},
			netIncrease: {
				name: '신규 매장에서 폐점 매장을 뺀 수',
				doc: '첫 스냅샷 이후 처음 확인된 매장 수에서 최신 스냅샷까지 사라진 매장 수를 뺀 값입니다.',
			},
			annualClosureRate: {
				name: '연간 폐점률',
				doc: '첫 스냅샷의 매장 중 최신 스냅샷까지 사라진 비율을 두 스냅샷 사이의 연수로 나눈 값입니다.',
			},
			averageOpeningPeriod: {
				name: '현재까지의 평균 영업 기간',
				doc: '영업 중인 각 매장이 처음 나타난 스냅샷부터 최신 스냅샷까지의 평균 기간입니다(하한값).',
			},
			lifespan: {
				name: '폐점 매장의 관측된 평균 수명',
				doc: '폐점한 각 매장이 나타난 첫 스냅샷과 마지막 스냅샷 사이의 평균 기간입니다(하한값).',
			},
			newStoreSurvival: {
				name: '신규 매장 생존',
				doc: '중간 스냅샷에서 처음 확인된 매장 중 최신 스냅샷에도 남아 있는 매장의 비율입니다.',
			},
		},
		inputs: {
			amount: '금액',
			exchangeRate: '공식 환율 {year}({economy})',
			nationalValue: '국가 값 {year}(WDI)',
			nationalGdpPerCapita: '국가 1인당 GDP {year}(WDI)',
			nationalPopulation: '국가 인구 {year}(WDI)',
			cityPopulation: '도시 인구(GeoNames / 지명 목록)',
			cityShare: '국가 인구 중 도시 비중',
			meanNationalGdpGrowth: '국가 실질 GDP 평균 성장률',
			meanNationalPopulationGrowth: '국가 인구 평균 증가율',
			nationalPopulationGrowth: '국가 인구 증가율 {year}',
			nationalPurchasingPower: '국가 1인당 GDP, 구매력평가 {year}',
			snapshots: '스냅샷',
			storesAtFirstSnapshot: '첫 스냅샷의 매장',
			ofThemGone: '그중 사라진 매장',
			years: '연수',
			openStores: '영업 중인 매장',
			closedStores: '폐점 매장',
			newInIntermediateSnapshots: '중간 스냅샷의 신규 매장',
		},
		units: {
			people: '명',
			stores: '개 매장',
			ratio: '비율',
			internationalDollars: '국제 달러',
		},
		notes: {
			nationalEconomy: '국가 경제',
			mapChanges: 'OpenStreetMap 스냅샷 간 지도 변화',
			mapStores: 'Lokasi 지도 데이터의 매장',
			districtsPartlyKnown: '매장 {total}개 중 {known}개의 지구 확인됨',
			districtsHoldingStores: '매장이 하나 이상 있는 지구',
		},
		rules: {
			gdpTrend: '최근 {years}년간 연평균 실질 GDP 성장률: {bounds}, 그 외 {floor}; {minYears}년 미만: {noData}.',
			populationTrend: '최근 {years}년간 연평균 인구 증가율: {bounds}, 그 외 {floor}; {minYears}년 미만: {noData}.',
			consumption: '1인당 GDP, 구매력평가: {bounds}, 그 외 {floor}.',
			investment: '점수: GDP 및 인구 추세 {trendPoints}, 그 외 0; 소비 {ratingPoints}, 그 외 0. 합계: {bounds}, 그 외 {floor}.',
		},
	},
} satisfies NamespaceServerTranslation

export default ko_server
