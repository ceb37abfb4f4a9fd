import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { answerValues, identityFormula, numberFormat, totalFormula, trustFormula, type FormulaLabels } from './figures';
import { Highlighted } from './Highlighted';
import { HELP_SECTIONS, type FormulaName } from './sections';
import { matchesAll, searchTerms } from './search';
import '../../ui/contents-page.css';
import './help.css';

interface ShownQuestion {
  id: string;
  question: string;
  answer: string;
  formula?: string;
  link?: { to: string; label: string };
}

/** /help, the Hall of Wisdom: how the city works, searchable as one types. */
export default function HelpPage() {
  const { t, i18n } = useTranslation('help');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  // The section and question keys come from sections.ts (help.test.ts checks each one exists).
  const text = t as unknown as (key: string, values?: Record<string, string>) => string;

  const sections = useMemo(() => {
    const values = answerValues(language);
    const labels = t('formula', { returnObjects: true }) as FormulaLabels;
    const n = numberFormat(language);
    const formulas: Record<FormulaName, string> = {
      total: totalFormula(labels, n),
      identity: identityFormula(labels, n),
      communityTrust: trustFormula(labels, n),
    };
    return HELP_SECTIONS.map((section) => ({
      id: section.id,
      title: text(`sections.${section.id}.title`),
      questions: section.questions.map(
        (question: { id: string; formula?: FormulaName; link?: { to: string; label: string } }): ShownQuestion => ({
          id: question.id,
          question: text(`sections.${section.id}.${question.id}.q`),
          answer: text(`sections.${section.id}.${question.id}.a`, values),
          formula: question.formula && formulas[question.formula],
          link: question.link,
        }),
      ),
    }));
    // `text` is `t` itself: it changes with the language.
  }, [t, text, language]);

  const terms = searchTerms(query);
  const shown = sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((q) => matchesAll([section.title, q.question, q.answer, q.formula ?? ''], terms)),
    }))
    .filter((section) => section.questions.length > 0);
  const found = shown.reduce((sum, section) => sum + section.questions.length, 0);

  return (
    <div className="page contents-page help">
      <header className="contents-page__head help__head">
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-lead">{t('lead')}</p>
        <div className="help__search" role="search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('search.label')}
          </label>
          <input id={searchId} type="search" value={query} placeholder={t('search.placeholder')} onChange={(event) => setQuery(event.target.value)} />
          {query && (
            <button type="button" className="help__clear" aria-label={t('search.clear')} title={t('search.clear')} onClick={() => setQuery('')}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <p className="help__results" role="status" data-testid="help-results">
          {terms.length > 0 && (found > 0 ? t('search.results', { count: found }) : t('search.none', { query: query.trim() }))}
        </p>
      </header>

      <nav className="contents-page__contents" aria-label={t('contents')}>
        {shown.map((section) => (
          <a key={section.id} href={`#${section.id}`}>
            {section.title}
          </a>
        ))}
      </nav>

      <div className="contents-page__sections">
        {shown.map((section) => (
          <section key={section.id} id={section.id} className="card contents-page__section help__section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              <Highlighted text={section.title} terms={terms} />
            </h2>
            {section.questions.map((q) => (
              <article key={q.id} className="help__question" data-testid="help-question">
                <h3>
                  <Highlighted text={q.question} terms={terms} />
                </h3>
                <p>
                  <Highlighted text={q.answer} terms={terms} />
                </p>
                {q.formula && (
                  <p className="help__formula">
                    <span className="visually-hidden">{t('formulaLabel')}: </span>
                    <code data-testid={`formula-${q.id}`}>
                      <Highlighted text={q.formula} terms={terms} />
                    </code>
                  </p>
                )}
                {q.link && (
                  <Link className="help__link" to={q.link.to}>
                    {text(`links.${q.link.label}`)}
                  </Link>
                )}
              </article>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
