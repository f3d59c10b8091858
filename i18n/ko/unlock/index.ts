import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "데이터 잠금 해제",
	lead: "이 보고서의 잠금을 해제하면 모든 항목을 볼 수 있습니다. 한 번만 결제하면 다시 열어도 다시 차감되지 않습니다.",
	cost: "비용",
	costValue: "크레딧 {count}개",
	opens: "잠금 해제하면 데이터가 있는 수치 {count}개가 열립니다. 데이터가 없는 블록은 이미 무료로 열려 있습니다.",
	available: "사용 가능한 크레딧",
	checking: "크레딧을 확인하는 중…",
	balanceFailed: "크레딧을 불러오지 못했습니다.",
	retry: "다시 시도",
	tooFew: "이 보고서에 필요한 크레딧이 부족합니다.",
	analyze: "분석하기",
	unlocking: "잠금 해제 중…",
	getCredits: "크레딧 받기",
	insufficient: "크레딧 부족: 그 사이에 잔액이 바뀌었습니다.",
	failed: "잠금 해제에 실패했습니다. 다시 시도해 주세요.",
	locked: "이 항목은 잠겨 있습니다.",
	prompt: "데이터 잠금 해제",
} satisfies NamespaceUnlockTranslation

export default unlock
