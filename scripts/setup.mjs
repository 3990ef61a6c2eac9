// npm run setup: install dependencies when missing (start and test call this themselves).
import { ensureInstalled } from './lib.mjs';

ensureInstalled();
