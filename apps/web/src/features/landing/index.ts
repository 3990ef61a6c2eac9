export { LandingPage } from './components/landing-page';
export { PastTeamPage } from './components/past-team-page';
