import type { ComponentChildren } from 'preact';
import './report-section.css';

/** One titled part of a report (economy, footprint, ...). */
export function ReportSection({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <section class="card report-section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}
