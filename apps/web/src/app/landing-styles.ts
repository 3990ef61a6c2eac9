// The stylesheets of the Mantine components that the first page ('/') shows: its header, banner,
// intro, sections, footer, loader and error page. The rest of Mantine's CSS (about 30 KB gzip,
// most of the page's CSS before) loads with every other page's code (lib/page-styles.ts), so a
// visitor's phone parses only what the landing page uses.
//
// All are in Mantine's CSS layer (`@layer mantine`), so the order in which the two parts arrive
// never matters and the app's own CSS always wins over Mantine's. A Mantine component added to the
// landing page needs its file here: e2e/landing-styles.e2e.ts fails while one is missing.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
