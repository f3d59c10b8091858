import type { BaseTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "Unlock data",
	lead: "Unlock this report to see every block. You pay once: opening it again never charges again.",
	cost: "Cost",
	costValue: "{count:number} {{credit|credits}}",
	opens: "Unlocking opens {count:number} {{figure|figures}} with data. Blocks without data are already open and free.",
	available: "Available credits",
	checking: "Checking your credits…",
	balanceFailed: "Your credits could not be loaded.",
	retry: "Try again",
	tooFew: "You do not have enough credits for this report.",
	analyze: "Analyze",
	unlocking: "Unlocking…",
	getCredits: "Get Credits",
	insufficient: "Not enough credits: your balance changed meanwhile.",
	failed: "Unlocking failed, please try again.",
	locked: "This block is locked.",
	prompt: "Unlock data",
} satisfies BaseTranslation

export default unlock
