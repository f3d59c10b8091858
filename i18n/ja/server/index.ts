import type { NamespaceServerTranslation } from '../../i18n-types.js'

const ja_server = {
	codes: {
		OK: '成功',
		VALIDATION_FAILED: '一部の項目が無効です',
		MALFORMED_JSON: 'リクエスト本文が正しい JSON ではありません',
		BODY_TOO_LARGE: 'リクエスト本文が大きすぎます',
		UNSUPPORTED_MEDIA_TYPE: 'サポートされていないコンテンツタイプです',
		ENCRYPTION_REQUIRED: 'このリクエストには暗号化された応答が必要です',
		ENCRYPTION_KEY_UNKNOWN: '暗号鍵が不明か期限切れです',
		BAD_REQUEST: '不正なリクエストです',
		UNAUTHORIZED: 'セッションの有効期限が切れました。再度ログインしてください',
		FORBIDDEN: 'この操作を行う権限がありません',
		NOT_FOUND: '見つかりません',
		METHOD_NOT_ALLOWED: '許可されていないメソッドです',
		CONFLICT: '現在の状態と矛盾しています',
		RATE_LIMITED: 'リクエストが多すぎます。しばらくしてから再度お試しください',
		INTERNAL: 'サーバーが混み合っています。しばらくしてから再度お試しください',
		UNAVAILABLE: 'サービスは一時的に利用できません',
		CODE_SENT: '認証コードを送信しました',
		CODE_SEND_FAILED: 'コードを送信できませんでした。再度お試しください',
		CODE_INCORRECT: 'コードが正しくありません。もう一度入力してください',
		CODE_INVALID: '認証コードのエラー',
		CODE_TOO_SOON: '新しいコードを請求する前に 1 分お待ちください',
		CODE_SEND_LIMIT: 'コードの請求が多すぎます。しばらくしてから再度お試しください',
		EMAIL_IN_USE: 'このメールアドレスは既に別のアカウントに紐付けられています',
		EMAIL_ALREADY_LINKED: 'このアカウントには既にメールアドレスがあります',
		EMAIL_REQUIRED: 'まずこのアカウントにメールアドレスを紐付けてください',
		DELETION_SUBMITTED: '削除申請を受け付けました。審査をお待ちください',
		CREDITS_INSUFFICIENT: 'クレジットが不足しています',
	},
	fields: {
		required: 'この項目は必須です',
		type: '型が正しくありません',
		format: '形式が正しくありません',
		tooShort: '短すぎます',
		tooLong: '長すぎます',
		tooSmall: '小さすぎます',
		tooLarge: '大きすぎます',
		notAllowed: '許可されていない値です',
		unknown: '不明な項目です',
		invalid: '無効な値です',
	},
	mail: {
		subject: {
			login: 'Lokasi ログインコード',
			link: 'Lokasi のメールアドレス確認',
			delete: 'Lokasi アカウント削除の確認',
		},
		codeBody: '認証コードは {code} です。10 分間有効です。お心当たりがない場合は、このメールを無視してください。',
	},
	creditsRule: '毎月の無料クレジットが先に使われ、月末に失効します。購入したクレジットは失効しません。',
	report: {
		models: {
			exchange: {
				name: '公式為替レートによる換算',
				doc: 'USD 建ての金額に、同じ年の世界銀行の公式為替レート（期間平均）を掛けた値です。',
			},
			gdpPerCapita: {
				name: '国の 1 人当たり GDP を都市の 1 人当たり GDP として使用',
				doc: '都市レベルの GDP は Lokasi のデータのどこにも公表されていないため、国の 1 人当たり GDP で都市を代替します。',
			},
			gdpGrowth: {
				name: '国の実質 GDP 成長率を都市の成長率として使用',
				doc: '国の実質 GDP 成長率で都市を代替します。',
			},
			gdpTotal: {
				name: '国の 1 人当たり GDP × 都市人口',
				doc: '都市の GDP を、国の 1 人当たり GDP に都市人口を掛けて推計します。',
			},
			gdpSeries: {
				name: '国の時系列 × 都市の人口シェア',
				doc: '国の GDP 時系列に、都市が国の人口に占める最新のシェア（一定とみなす）を掛けた値です。',
			},
			populationSeries: {
				name: '国の時系列 × 都市の人口シェア',
				doc: '国の人口時系列に、都市が国の人口に占める最新のシェア（一定とみなす）を掛けた値です。',
			},
			gdpTrend: {
				name: '国の実質 GDP 成長率を都市の実質 GDP 成長率として使用',
				doc: 'データのある直近 {years} 年間における、国の年間実質 GDP 成長率の平均です。',
			},
			populationTrend: {
				name: '国の人口増加率を都市の人口増加率として使用',
				doc: 'データのある直近 {years} 年間における、国の年間人口増加率の平均です。',
			},
			populationGrowth: {
				name: '国の人口増加率を都市の増加率として使用',
				doc: '都市レベルの人口時系列は Lokasi のデータにないため、国の増加率で代替します。',
			},
			purchasingPower: {
				name: '国の購買力を都市の購買力として使用',
				doc: '購買力平価で見た国の 1 人当たり GDP で都市を代替します。',
			},
			newStores: {
				name: '最初のスナップショットより後に初めて確認された店舗',
				doc: '最初の地図スナップショットにはなく、それ以降のスナップショットにある店舗です。',
			},
			closedStores: {
				name: '最新のスナップショットまでに消えた店舗',
				doc: 'いずれかのスナップショットにあり、最新のスナップショットにはない店舗です。',
			},
			netIncrease: {
				name: '新規店舗数から閉店数を引いた数',
				doc: '最初のスナップショットより後に初めて確認された店舗数から、最新のスナップショットまでに消えた店舗数を引いた値です。',
			},
			annualClosureRate: {
				name: '年間閉店率',
				doc: '最初のスナップショットの店舗のうち最新のスナップショットまでに消えた割合を、両者の間の年数で割った値です。',
			},
			averageOpeningPeriod: {
				name: 'これまでの平均営業期間',
				doc: '営業中の各店舗が初めて確認されたスナップショットから最新のスナップショットまでの平均期間です（下限値）。',
			},
			lifespan: {
				name: '閉店した店舗の観測された平均寿命',
				doc: '閉店した各店舗が確認された最初と最後のスナップショットの間の平均期間です（下限値）。',
			},
			newStoreSurvival: {
				name: '新店舗の存続',
				doc: '中間のスナップショットで初めて確認された店舗のうち、最新のスナップショットにもまだある店舗の割合です。',
			},
		},
		inputs: {
			amount: '金額',
			exchangeRate: '公式為替レート {year}（{economy}）',
			nationalValue: '国の値 {year}（WDI）',
			nationalGdpPerCapita: '国の 1 人当たり GDP {year}（WDI）',
			nationalPopulation: '国の人口 {year}（WDI）',
			cityPopulation: '都市人口（GeoNames / 地名リスト）',
			cityShare: '都市が国の人口に占めるシェア',
			meanNationalGdpGrowth: '国の実質 GDP 成長率の平均',
			meanNationalPopulationGrowth: '国の人口増加率の平均',
			nationalPopulationGrowth: '国の人口増加率 {year}',
			nationalPurchasingPower: '国の 1 人当たり GDP（購買力平価）{year}',
			snapshots: 'スナップショット',
			storesAtFirstSnapshot: '最初のスナップショットの店舗',
			ofThemGone: 'うち消えた店舗',
			years: '年数',
			openStores: '営業中の店舗',
			closedStores: '閉店した店舗',
			newInIntermediateSnapshots: '中間スナップショットの新規店舗',
		},
		units: {
			people: '人',
			stores: '店舗',
			ratio: '比率',
			internationalDollars: '国際ドル',
		},
		notes: {
			nationalEconomy: '国の経済',
			mapChanges: 'OpenStreetMap スナップショット間の地図の変化',
			mapStores: 'Lokasi の地図データにある店舗',
			districtsPartlyKnown: '{total} 店舗のうち {known} 店舗の地区が判明',
			districtsHoldingStores: '店舗が 1 つ以上ある地区',
		},
		rules: {
			gdpTrend: '直近 {years} 年間の年間実質 GDP 成長率の平均：{bounds}、それ以外は {floor}。{minYears} 年未満：{noData}。',
			populationTrend: '直近 {years} 年間の年間人口増加率の平均：{bounds}、それ以外は {floor}。{minYears} 年未満：{noData}。',
			consumption: '1 人当たり GDP（購買力平価）：{bounds}、それ以外は {floor}。',
			investment: 'ポイント：GDP と人口の推移 {trendPoints}、それ以外は 0。消費 {ratingPoints}、それ以外は 0。合計：{bounds}、それ以外は {floor}。',
		},
	},
} satisfies NamespaceServerTranslation

export default ja_server
