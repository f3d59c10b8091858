import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "Mở khóa dữ liệu",
	lead: "Mở khóa báo cáo này để xem mọi phần. Bạn chỉ trả một lần: mở lại không bị trừ thêm.",
	cost: "Chi phí",
	costValue: "{count} tín dụng",
	opens: "Mở khóa sẽ mở {count} số liệu có dữ liệu. Các khối không có dữ liệu đã mở sẵn và miễn phí.",
	available: "Tín dụng hiện có",
	checking: "Đang kiểm tra tín dụng của bạn…",
	balanceFailed: "Không tải được tín dụng của bạn.",
	retry: "Thử lại",
	tooFew: "Bạn không đủ tín dụng cho báo cáo này.",
	analyze: "Phân tích",
	unlocking: "Đang mở khóa…",
	getCredits: "Nhận tín dụng",
	insufficient: "Không đủ tín dụng: số dư của bạn đã thay đổi trong lúc đó.",
	failed: "Mở khóa thất bại, vui lòng thử lại.",
	locked: "Phần này đang bị khóa.",
	prompt: "Mở khóa dữ liệu",
} satisfies NamespaceUnlockTranslation

export default unlock
