import type { NamespaceInfoTranslation } from '../../i18n-types.js'

const id_info = {
	contact: {
		lead: 'Ada pertanyaan tentang laporan, kredit, atau akun Anda? Kami siap membantu.',
		chat: 'Chat dengan kami',
		chatText: 'Layanan pelanggan daring',
		call: 'Telepon kami',
		email: 'Kirim surel kepada kami',
		notAvailable: 'Opsi ini tidak tersedia di sini',
	},
	about: {
		lead: 'Lokasi membantu pemilik toko, investor, dan pencari lokasi memilih tempat usaha dengan data publik, hitungan mereka sendiri, dan model yang transparan.',
		version: 'Versi aplikasi',
		sources: 'Sumber data dan lisensi',
		sourcesLead: 'Lokasi dibangun di atas data terbuka. Kami berterima kasih kepada penerbit di bawah ini; setiap angka dalam laporan menyebutkan set data asalnya.',
		agreement: 'Perjanjian pengguna dan kebijakan privasi',
		software: 'Perangkat lunak',
	},
	agreement: {
		intro: 'Dengan menggunakan Lokasi, Anda menerima perjanjian ini. Bacalah bersama bagian privasi di bawah.',
		serviceTitle: '1. Layanan',
		serviceText: 'Lokasi menyediakan laporan lokasi, analisis bisnis AI, dan alat untuk memilih lokasi toko. Setiap angka diberi label statistik publik, pengukuran, hitungan pengguna, atau estimasi model. Laporan mendukung keputusan Anda, tetapi tidak menjamin hasil bisnis.',
		accountTitle: '2. Akun Anda',
		accountText: 'Anda dapat memakai Lokasi tanpa mendaftar: kami membuat akun anonim yang dikenali melalui token acak yang disimpan di perangkat Anda. Anda dapat menautkan alamat surel agar manfaat Anda tetap ada di perangkat lain. Siapa pun yang memegang token Anda dapat memakai akun Anda, jadi jaga keamanan perangkat Anda.',
		creditsTitle: '3. Kredit dan keanggotaan',
		creditsText: 'Beberapa analisis dibuka dengan kredit. Anggota menerima kredit gratis setiap bulan. Langganan dapat dibatalkan kapan saja sebelum diperpanjang, dan pembelian dapat dipulihkan. Pembayaran diproses oleh toko aplikasi atau penyedia pembayaran pilihan Anda.',
		useTitle: '4. Penggunaan yang wajar',
		useText: 'Jangan mencoba mengakses akun orang lain, mengganggu layanan, atau menjual kembali laporan tanpa izin. Hitung lalu lintas pejalan kaki hanya di tempat umum dan sesuai hukum setempat.',
		dataTitle: '5. Apa yang kami kumpulkan',
		dataText: 'Kami menyimpan token akun Anda, alamat surel jika Anda menautkannya, bahasa Anda, laporan yang Anda minta, hitungan Anda, serta tampilan halaman dan peristiwa yang membantu kami meningkatkan Lokasi. Diagnostik permintaan yang disimpan di perangkat Anda tidak pernah berisi token atau alamat surel. Kami tidak menjual data pribadi.',
		protectTitle: '6. Cara kami melindunginya',
		protectText: 'Data dikirim melalui HTTPS, dan sebagian jawaban juga dienkripsi khusus untuk sesi Anda. Hanya staf yang memerlukan akses yang dapat menjangkau data tersimpan.',
		choicesTitle: '7. Pilihan Anda',
		choicesText: 'Anda dapat mengganti bahasa kapan saja, meminta penghapusan akun dari pusat anggota (dikonfirmasi dengan kode yang dikirim ke surel Anda), dan menanyakan data Anda melalui Hubungi kami.',
		sourcesTitle: '8. Data terbuka',
		sourcesText: 'Laporan memakai data terbuka dari Bank Dunia, Perserikatan Bangsa-Bangsa, kontributor OpenStreetMap, GeoNames, lembaga publik Singapura, dan lainnya, dengan lisensi yang tercantum di halaman Tentang kami.',
	},
} satisfies NamespaceInfoTranslation

export default id_info
