import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const ja_siteAnalysis = {
	tiers: {
		prime: "最上級",
		premium: "優良",
		standard: "標準",
		marginal: "限界的",
		poor: "不良",
	},
	advice: {
		pursueActively: "積極的に推進",
		recommended: "推奨",
		considerCarefully: "慎重に検討",
		proceedWithCaution: "注意して進める",
		rejectImmediately: "直ちに見送り",
	},
	match: {
		completeOverlap: "完全に一致",
		highlyCompatible: "高い適合",
		moderatelyMatched: "中程度の一致",
		mildlyRelated: "やや関連",
		noResemblance: "類似なし",
	},
	factors: {
		demand: "需要",
		complementarity: "補完的な集客施設",
		accessibility: "アクセス性",
		spendingPower: "消費力",
		competition: "競合",
		cannibalisation: "自社店舗との競合",
	},
	rules: {
		tier: "100点満点：{bounds}",
		tierBound: "{label}：{min}点以上",
		match: "地域の人口のうち対象層（{target}）の割合：{bounds}",
		notClassified: "分類なし：データに値がありません",
	},
	models: {
		score: {
			name: "立地総合スコア",
			doc: "各要因の0〜1の値 × 業種グループの重みを合計した100点満点のスコア。重みはその業種の実店舗の位置で検証しています。",
		},
		consumers: {
			name: "消費者数",
			doc: "半径内の居住者と就業者、駅の1日平均乗降客数を、1日1回ずつ数えます。",
		},
		capacity: {
			name: "推定店舗収容数",
			doc: "商圏の消費者数 ÷ 市全体でのこの業種の1店舗あたり消費者数。",
		},
	},
	notes: {
		noAtv: "データ不足：この地域の店舗の客単価を公表している情報源がありません",
		noFrequency: "データ不足：顧客の購買頻度を公表している情報源がありません",
		noPayback: "データ不足：投資回収期間には客単価と購買頻度が必要ですが、公表している情報源がありません",
		noStrategy: "データ不足：売上目標を伴う戦略には客単価と購買頻度が必要です",
		noCapacity: "データ不足：比較できるこの業種の店舗が市内にありません",
		noBrand: "ブランド未選択",
		noCompetitors: "半径内にこの業種の店舗はありません",
	},
	strategy: {
		shortTermCompetition: "6〜12か月目：近くの同業店{competitors}店（最寄りは{distance} m）と品揃えと営業時間で差別化します。",
		shortTermDemand: "6〜12か月目：駅の人流が最も多い時間帯に合わせて営業し、カウンターで通りの人流を測って需要を確かめます。",
		longTermCapacity: "1〜3年目：商圏はこの種の店舗を約{supported}店支えられ、現在は{existing}店：あと{room}店の余地があります。",
		longTermSaturated: "1〜3年目：商圏にはすでに需要が支えられる以上の店舗があります（{supported}店に対し{existing}店）：近隣出店ではなくシェア獲得で成長します。",
	},
	narrative: {
		summary: "{place}：{industry}の立地として{scoreMax}点中{score}点 — {tier}。アドバイス：{advice}。",
		factors: "最も強い要因は{strongest}（{strongestPoints}点）、最も弱い要因は{weakest}（{weakestMax}点中{weakestPoints}点）です。",
		strongestOnly: "最も強い要因は{strongest}（{strongestPoints}点）です。",
		residents: "{radius} m以内に約{residents}人が住んでいます。",
		workers: "約{workers}人がここで働いています。",
		stationFlow: "近くの駅の乗客は毎日約{flow}人です。",
		competitors: "{radius} m以内に{industry}の店舗が{competitors}店あります。",
		saturation: "競合の飽和度：{saturation}。",
		nearest: "最寄りの店舗は{distance} m先です。",
		ownStores: "{brand}は{radius} m以内にすでに自社店舗を{stores}店持っています。",
		capacity: "商圏の需要はこの種の店舗を約{supported}店支えられ、現在{existing}店あります。",
		consumption: "消費指数は{index}で、市の平均は{baseline}です：{rating}。",
		payback: "{reason}。",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default ja_siteAnalysis
