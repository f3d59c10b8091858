import { Link } from '../platform/routing/router.js';
import { LL } from '../platform/i18n/index.js';
import { PageHeader } from '../ui/PageHeader.js';

export default function NotFoundScreen() {
  const t = LL.value;
  return (
    <>
      <PageHeader title={t.titles.notFound()} />
      <div class="state">
        <p>{t.notFound.text()}</p>
        <Link class="btn" to="/" replace>
          {t.notFound.home()}
        </Link>
      </div>
    </>
  );
}
