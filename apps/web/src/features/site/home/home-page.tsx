import { Link } from 'react-router';
import { pageTitle } from '../../../i18n/common.ts';
import { homeText } from '../../../i18n/home.ts';
import { useHomePopup } from './use-home-popup.ts';
import './home-page.css';
import { DocumentTitle } from '../../../components/document-title.tsx';

const CARDS = [
  { to: '/reportguide', ...homeText.cards.guide },
  { to: '/reporting', ...homeText.cards.reporting },
  { to: '/reportinquiry', ...homeText.cards.lookup },
] as const;

export function HomePage() {
  useHomePopup();

  return (
    <>
      <DocumentTitle title={pageTitle()} />
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container">
          <p className="home-hero-eyebrow">{homeText.heroEyebrow}</p>
          <h1 id="home-title" className="home-hero-title">
            {homeText.heroTitle}
          </h1>
          <p className="home-hero-lead">{homeText.heroLead}</p>
          <p className="home-hero-actions">
            <Link to="/reporting" className="button button-light">
              {homeText.heroReport}
            </Link>
            <Link to="/reportinquiry" className="button button-outline-light">
              {homeText.heroLookup}
            </Link>
          </p>
        </div>
      </section>

      <div className="container home-body">
        <section id="intro" className="home-intro" aria-labelledby="intro-title">
          <h2 id="intro-title">{homeText.introTitle}</h2>
          {homeText.intro.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>

        <section className="home-links" aria-labelledby="links-title">
          <h2 id="links-title">{homeText.linksTitle}</h2>
          <ul className="home-cards">
            {CARDS.map((card) => (
              <li key={card.to}>
                <Link to={card.to} className="home-card" aria-describedby={`card-${card.to.slice(1)}`}>
                  <span className="home-card-title">{card.title}</span>
                </Link>
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
}
