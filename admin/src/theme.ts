// The console in the site's brand (site/src/styles/global.css): its blue and amber accent, slate text,
// the system font stack, rounded-lg controls and rounded-xl cards, and the amber keyboard focus ring.
// Built on react-admin's light theme so its own components keep their defaults.
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

const BRAND = { 50: '#eff6ff', 100: '#dbeafe', 600: '#1d4ed8', 700: '#1e40af', 800: '#1e3a8a' } as const;
const ACCENT = '#f59e0b';
const SLATE = { 50: '#f8fafc', 100: '#f1f5f9', 200: '#e2e8f0', 300: '#cbd5e1', 600: '#475569', 900: '#0f172a' };
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { light: BRAND[600], main: BRAND[700], dark: BRAND[800], contrastText: '#fff' },
    secondary: { main: ACCENT, contrastText: '#020617' },
    // Red 700: MUI's default error red falls under 4.5:1 on a focused filled input's slate background.
    error: { light: '#dc2626', main: '#b91c1c', dark: '#991b1b', contrastText: '#fff' },
    text: { primary: SLATE[900], secondary: SLATE[600] },
    background: { default: SLATE[50], paper: '#fff' },
    divider: SLATE[200],
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT,
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultLightTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: `3px solid ${ACCENT}`, outlineOffset: 2 },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      styleOverrides: { root: { borderRadius: 12, borderColor: SLATE[200] } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 12 } } },
    MuiAppBar: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { backgroundColor: '#fff', color: BRAND[800], borderBottom: `1px solid ${SLATE[200]}` },
      },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          marginInline: 8,
          '&.Mui-selected': { backgroundColor: BRAND[50], color: BRAND[700] },
          '&.Mui-selected .MuiListItemIcon-root': { color: BRAND[700] },
        },
      },
    },
    MuiTableCell: {
      styleOverrides: {
        head: { fontWeight: 600, color: SLATE[600], backgroundColor: SLATE[50] },
      },
    },
    MuiFilledInput: {
      styleOverrides: { root: { backgroundColor: SLATE[100], '&:hover': { backgroundColor: SLATE[200] } } },
    },
    RaToolbar: { styleOverrides: { root: { backgroundColor: 'transparent' } } },
  },
};
