import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LEGAL_PAGES, LEGAL_VALUES, type LegalPageName, type LegalSection } from './pages';
import './legal.css';

/** /about, /privacy, /terms and /contact: the company's pages, for visitors and citizens alike. */
export default function LegalPage({ page }: { page: LegalPageName }) {
  const { t } = useTranslation('legal');
  const sections = Object.entries(t(`${page}.sections`, { returnObjects: true, ...LEGAL_VALUES }) as unknown as Record<string, LegalSection>);

  return (
    <article className="page legal" data-testid={`legal-${page}`}>
      <header>
        <h1 className="page-title">{t(`${page}.title`)}</h1>
        <p className="page-lead">{t(`${page}.lead`)}</p>
      </header>
      {sections.map(([id, section]) => (
        <section key={id} id={id} className="legal__section" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{section.title}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <nav className="legal__others" aria-label={t('otherPages')}>
        {LEGAL_PAGES.filter((other) => other !== page).map((other) => (
          <Link key={other} to={`/${other}`}>
            {t(`${other}.title`)}
          </Link>
        ))}
      </nav>
    </article>
  );
}
