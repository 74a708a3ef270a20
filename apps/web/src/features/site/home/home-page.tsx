import { REPORTER_STEPS, SITE_PAGES } from '@audit/contracts';
import { SafetyPanel } from '../../../components/safety-panel.tsx';
import { homeText } from '../../../i18n/home.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import { useHomePopup } from './use-home-popup.ts';
import './home-page.css';
import './home-sections.css';

const TRUST = [
  { icon: 'icon-eye-off', ...homeText.trust.anonymous },
  { icon: 'icon-lock', ...homeText.trust.encrypted },
  { icon: 'icon-shield-check', ...homeText.trust.protected },
] as const;

const CARDS = [
  { to: SITE_PAGES.guide, icon: 'icon-book-open', ...homeText.cards.guide },
  { to: SITE_PAGES.reporting, icon: 'icon-pen-line', ...homeText.cards.reporting },
  { to: SITE_PAGES.lookup, icon: 'icon-search', ...homeText.cards.lookup },
] as const;

/**
 * /: who the office is and what a visitor can do (제보하기, 제보 조회), its three promises, the intro the header's
 * first entry points to (#intro) with the safety panel, the handling steps, the ways on, and the group's ethics.
 */
export const HomePage: PageView<'home'> = ({ page }) => {
  useHomePopup(page.popup);

  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container">
          <p className="home-hero-eyebrow">{homeText.heroEyebrow}</p>
          <h1 id="home-title" className="home-hero-title">
            {homeText.heroTitle}
          </h1>
          <p className="home-hero-lead">{homeText.heroLead}</p>
          <p className="home-hero-actions">
            <a href={SITE_PAGES.reporting} className="button button-light">
              <span className="icon icon-pen-line" aria-hidden="true" />
              {homeText.heroReport}
            </a>
            <a href={SITE_PAGES.lookup} className="button button-outline-light">
              <span className="icon icon-search" aria-hidden="true" />
              {homeText.heroLookup}
            </a>
          </p>
        </div>
      </section>

      <section className="container home-trust" aria-labelledby="trust-title">
        <h2 id="trust-title" className="visually-hidden">
          {homeText.trustTitle}
        </h2>
        <ul className="home-trust-list">
          {TRUST.map((item) => (
            <li key={item.title}>
              <span className={`home-trust-icon ${item.icon}`} aria-hidden="true" />
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="container home-body">
        <div className="home-intro-row">
          <section id="intro" className="home-intro" aria-labelledby="intro-title">
            <h2 id="intro-title">{homeText.introTitle}</h2>
            {homeText.intro.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
          <SafetyPanel className="home-safety" />
        </div>

        <section className="home-steps" aria-labelledby="steps-title">
          <h2 id="steps-title">{homeText.stepsTitle}</h2>
          <p className="home-steps-lead">{homeText.stepsLead}</p>
          {/* The reporter's steps, each with the spec's handling stages that bring a report to it. */}
          <ol className="home-step-list">
            {REPORTER_STEPS.map((step) => (
              <li key={step.status}>
                <span className="home-step-text">
                  <strong>{step.title}</strong>
                  <span className="home-step-stages">{step.stages.join(' · ')}</span>
                </span>
              </li>
            ))}
          </ol>
          <p className="home-steps-note">
            {homeText.stepsNote} <a href={`${SITE_PAGES.guide}?tab=procedure`}>{homeText.stepsMore}</a>
          </p>
        </section>

        <section className="home-links" aria-labelledby="links-title">
          <h2 id="links-title">{homeText.linksTitle}</h2>
          <ul className="home-cards">
            {CARDS.map((card) => (
              <li key={card.to}>
                <span className={`home-card-icon icon ${card.icon}`} aria-hidden="true" />
                <a href={card.to} className="home-card" aria-describedby={`card-${card.to.slice(1)}`}>
                  {card.title}
                </a>
                <p id={`card-${card.to.slice(1)}`} className="home-card-body">
                  {card.body}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className="home-ethics" aria-labelledby="ethics-title">
          <h2 id="ethics-title">{homeText.ethicsTitle}</h2>
          {homeText.ethics.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      </div>
    </>
  );
};
