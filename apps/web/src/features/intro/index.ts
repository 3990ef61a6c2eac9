export { DEFAULT_INTRO_TIMINGS, INTRO_STORAGE_KEY, IntroScreen, type IntroTimings } from './components/intro-screen';
