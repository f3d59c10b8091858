import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "データのロックを解除",
	lead: "このレポートのロックを解除すると、すべての項目を表示できます。お支払いは1回のみで、再度開いても料金はかかりません。",
	cost: "料金",
	costValue: "{count} クレジット",
	opens: "ロック解除で、データのある数値 {count} 件が開きます。データのないブロックはすでに無料で開いています。",
	available: "利用可能なクレジット",
	checking: "クレジットを確認しています…",
	balanceFailed: "クレジットを読み込めませんでした。",
	retry: "再試行",
	tooFew: "このレポートに必要なクレジットが足りません。",
	analyze: "分析する",
	unlocking: "ロックを解除しています…",
	getCredits: "クレジットを入手",
	insufficient: "クレジットが足りません：その間に残高が変わりました。",
	failed: "ロックを解除できませんでした。もう一度お試しください。",
	locked: "この項目はロックされています。",
	prompt: "データのロックを解除",
} satisfies NamespaceUnlockTranslation

export default unlock
