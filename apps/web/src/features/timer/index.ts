export { CountdownBanner } from './components/countdown-banner';
export { timeLeft } from './lib/time-left';
