import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LineIcon } from '../../ui/icons';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { useTypingHeadline } from './typingHeadline';
import './landing.css';

const PILLARS = ['identity', 'coachability', 'communityTrust'] as const;
const FEATURES = ['aiCopilot', 'visibleTrust', 'supportCreators'] as const;

export default function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  const phrases = useMemo(() => [t('hero.phrases.trust'), t('hero.phrases.coach'), t('hero.phrases.creators')], [t]);
  const typed = useTypingHeadline(phrases);

  return (
    <div className="landing">
      <LandingHeader />

      <main>
        <section className="hero">
          <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
          {/* Screen readers get the three phrases once instead of a flicker of letters. */}
          <h1 className="hero__headline">
            <span className="visually-hidden">{phrases.join(' ')}</span>
            <span aria-hidden="true" data-testid="typing-headline">
              {typed}
            </span>
            <span className="hero__cursor" aria-hidden="true" />
          </h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          <div className="hero__ctas">
            <Link to="/signup" className="button button--primary button--large">
              {t('hero.cta')}
            </Link>
            <a href="#pillars" className="button button--glass button--large">
              {t('hero.learnMore')}
            </a>
          </div>
        </section>

        <section id="pillars" className="landing__section" aria-labelledby="pillars-title">
          <h2 id="pillars-title">{t('pillars.title')}</h2>
          <p className="landing__intro">{t('pillars.intro')}</p>
          <div className="landing__grid">
            {PILLARS.map((pillar, index) => (
              <GridCard
                key={pillar}
                className="pillar"
                badge={<span className="pillar__number" aria-hidden="true">{index + 1}</span>}
                title={t(`pillars.${pillar}.title`)}
                body={t(`pillars.${pillar}.body`)}
              />
            ))}
          </div>
        </section>

        <section className="landing__section landing__section--tinted" aria-labelledby="features-title">
          <h2 id="features-title">{t('features.title')}</h2>
          <div className="landing__grid">
            {FEATURES.map((feature) => (
              <GridCard
                key={feature}
                className="feature"
                badge={<span className="feature__icon"><LineIcon name={feature} size={26} /></span>}
                title={t(`features.${feature}.title`)}
                body={t(`features.${feature}.body`)}
              />
            ))}
          </div>
        </section>
      </main>

      <LandingFooter />
    </div>
  );
}

/** One card of a landing grid: its badge (a number or an icon), title and sentence. */
function GridCard({ className, badge, title, body }: { className: string; badge: ReactNode; title: string; body: string }) {
  return (
    <article className={className}>
      {badge}
      <h3>{title}</h3>
      <p>{body}</p>
    </article>
  );
}
