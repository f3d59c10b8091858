import './info.css';
import { LL, useNamespace } from '../../platform/i18n/index.js';
import { Loading } from '../../ui/states.js';

const SECTIONS = ['service', 'account', 'credits', 'use', 'data', 'protect', 'choices', 'sources'] as const;

/** User agreement and privacy text, made to be embedded (iframe or native web view): no header, no navigation. */
export default function AgreementScreen() {
  const ready = useNamespace('info');
  const t = LL.value;
  if (!ready) return <Loading />;
  const g = t.info.agreement;
  return (
    <article class="page agreement">
      <h1>{t.titles.agreement()}</h1>
      <p>{g.intro()}</p>
      {SECTIONS.map((s) => (
        <section key={s}>
          <h2>{g[`${s}Title`]()}</h2>
          <p>{g[`${s}Text`]()}</p>
        </section>
      ))}
    </article>
  );
}
