import type { ReactNode } from 'react';

/** The top band of a public page: its one h1, a lead, actions and an illustration. */
export function PageHero({ id, title, lead, art, children }: { id: string; title: ReactNode; lead: ReactNode; art?: ReactNode; children?: ReactNode }) {
  return (
    <section className="sf-hero" aria-labelledby={id}>
      <div className="container sf-hero__inner">
        <div>
          <h1 id={id} className="sf-hero__title">
            {title}
          </h1>
          <p className="sf-hero__lead">{lead}</p>
          {children}
        </div>
        {art ? <div className="sf-hero__art">{art}</div> : null}
      </div>
    </section>
  );
}
