// The visitor's frame, which the company pages (features/legal) wear too.
export { LandingFooter } from './LandingFooter';
export { LandingHeader } from './LandingHeader';
