export { getTimer, prefetchTimer, timerKeys, timerQueryOptions, useTimer } from './api/get-timer';
export { CountdownBanner } from './components/countdown-banner';
export { timeLeft, type TimeLeft } from './lib/time-left';
