export { CountdownBanner } from './components/countdown-banner';
export { timeLeft, type TimeLeft } from './lib/time-left';
