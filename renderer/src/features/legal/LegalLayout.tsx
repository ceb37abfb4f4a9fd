import { Outlet } from 'react-router-dom';
import { LandingFooter, LandingHeader } from '../landing';
import './legal.css';

/** The visitor's frame around the company pages: the landing page's header and footer. */
export default function LegalLayout() {
  return (
    <div className="legal-frame">
      <div className="legal-frame__bar">
        <LandingHeader className="landing__header legal-frame__header" />
      </div>
      <main className="legal-frame__main">
        <Outlet />
      </main>
      <LandingFooter />
    </div>
  );
}
