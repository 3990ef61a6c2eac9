export { INTRO_STORAGE_KEY, IntroScreen } from './components/intro-screen';
