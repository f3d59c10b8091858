import { Link } from '../../platform/routing/router.js';
import { version as buildVersion } from '../../../package.json';
import './info.css';
import { LL, useNamespace } from '../../platform/i18n/index.js';
import type { AppInfo } from '../../platform/bridge/index.js';
import { useAppState } from '../../session/state.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Loading } from '../../ui/states.js';
import { DATA_SOURCES, SOFTWARE_CREDITS, type DataSource } from './data-sources.js';

/** The native app's version when running inside it, otherwise the web build's. */
function versionText(info: AppInfo | null): string {
  return info ? `${info.versionName} (${info.versionCode})` : buildVersion;
}

export default function AboutScreen() {
  const ready = useNamespace('info');
  const { appInfo } = useAppState();
  const t = LL.value;
  if (!ready) return <Loading />;
  const a = t.info.about;
  return (
    <>
      <PageHeader title={t.titles.aboutUs()} />
      <main class="page">
        <p>{a.lead()}</p>
        <p>
          {a.version()}: <span data-testid="version">{versionText(appInfo.value)}</span>
        </p>
        <section aria-labelledby="about-sources">
          <h2 id="about-sources" class="section-title">{a.sources()}</h2>
          <p class="muted">{a.sourcesLead()}</p>
          <Credits items={DATA_SOURCES} />
        </section>
        <section aria-labelledby="about-software">
          <h2 id="about-software" class="section-title">{a.software()}</h2>
          <Credits items={SOFTWARE_CREDITS} />
        </section>
        <Link to="/iframe/agreement">{a.agreement()}</Link>
      </main>
    </>
  );
}

function Credits({ items }: { items: readonly DataSource[] }) {
  return (
    <ul class="list about-sources">
      {items.map((s) => (
        <li key={s.name} class="card">
          <a href={s.url} target="_blank" rel="noopener noreferrer">
            {s.name}
          </a>
          <div class="muted">{s.licence}</div>
        </li>
      ))}
    </ul>
  );
}
