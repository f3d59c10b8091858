import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "解锁数据",
	lead: "解锁此报告即可查看全部内容。只需支付一次：再次打开不会重复扣费。",
	cost: "费用",
	costValue: "{count} 个积分",
	opens: "解锁将开放 {count} 个有数据的数字。没有数据的板块已开放且免费。",
	available: "可用积分",
	checking: "正在查询您的积分…",
	balanceFailed: "无法加载您的积分。",
	retry: "重试",
	tooFew: "您的积分不足以解锁此报告。",
	analyze: "分析",
	unlocking: "正在解锁…",
	getCredits: "获取积分",
	insufficient: "积分不足：您的余额已发生变化。",
	failed: "解锁失败，请重试。",
	locked: "此部分已锁定。",
	prompt: "解锁数据",
} satisfies NamespaceUnlockTranslation

export default unlock
