import {
  createTheme,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  type PasswordInputProps,
  type SelectProps,
} from '@mantine/core';

// A deep blue brand colour. Filled buttons use shade 8 so white text passes 4.5:1 contrast.
const brand: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b6c6e6',
  '#8da6d7',
  '#6b8bcb',
  '#5479c3',
  '#4870c0',
  '#3a5fa9',
  '#315498',
  '#1c3d8f',
];

const LIST_NOT_A_TAB_STOP = { scrollAreaProps: { viewportProps: { tabIndex: -1 } } } satisfies Partial<SelectProps>;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Plain objects, not Modal.extend(...): importing the components here would put Modal, Drawer
  // and FileInput (with focus trap, transitions and portals) in every page's first download.
  components: {
    // Every dialog's and drawer's close button is announced as what it does.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close menu' } } satisfies Partial<DrawerProps> },
    // The show/hide toggle is a real button: reached by Tab, named, and pressed while shown.
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show password' },
      } satisfies Partial<PasswordInputProps>,
    },
    // A list's options are chosen with the arrow keys from its field, so its scroll box is no Tab
    // stop. Chrome makes a scroll box with nothing focusable in it one, and a list drawn inside a
    // pop-up (IN_MODAL_COMBOBOX) sits between its field and the next: Tab from a searchable one
    // (open while focused) landed on the list as it closed, and so on <body>.
    Select: { defaultProps: LIST_NOT_A_TAB_STOP },
    Autocomplete: { defaultProps: LIST_NOT_A_TAB_STOP },
    MultiSelect: { defaultProps: LIST_NOT_A_TAB_STOP },
    // Mantine's placeholder grey is 2.07:1 on white; gray.7 reads at 4.5:1 and more.
    FileInput: { styles: { placeholder: { color: 'var(--mantine-color-gray-7)' } } },
  },
});

/** Mantine's default dimmed grey (#868e96) fails 4.5:1 contrast on white; gray.7 passes. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
