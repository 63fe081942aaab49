import { alpha, createTheme, type Theme } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';

const brand = { main: '#5b4bdb', light: '#8b7ff0', dark: '#4335b0' };

/** One theme for both modes: same shapes and type, palette per mode. */
export function createAppTheme(mode: ColorMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: dark ? { main: brand.light, contrastText: '#0f0d1f' } : brand,
      secondary: { main: dark ? '#f2a65a' : '#d9771f' },
      background: dark
        ? { default: '#0e1015', paper: '#161922' }
        : { default: '#f5f6fa', paper: '#ffffff' },
      divider: dark ? 'rgba(255,255,255,0.09)' : 'rgba(15,23,42,0.09)',
      text: dark
        ? { primary: '#e8eaf2', secondary: '#9aa1b5' }
        : { primary: '#141826', secondary: '#5b6275' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700, letterSpacing: '-0.02em' },
      h5: { fontWeight: 700, letterSpacing: '-0.01em' },
      h6: { fontWeight: 600 },
      subtitle1: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCardHeader: {
        defaultProps: {
          slotProps: { title: { variant: 'h6' }, subheader: { variant: 'body2' } },
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 12 } },
      },
      MuiAppBar: {
        styleOverrides: {
          root: ({ theme }) => ({
            backgroundColor: theme.palette.background.paper,
            color: theme.palette.text.primary,
            borderBottom: `1px solid ${theme.palette.divider}`,
          }),
        },
      },
      MuiTableCell: {
        styleOverrides: {
          head: ({ theme }) => ({
            fontWeight: 600,
            color: theme.palette.text.secondary,
            backgroundColor: alpha(theme.palette.text.primary, dark ? 0.04 : 0.025),
          }),
        },
      },
      MuiTab: {
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 44 } },
      },
      MuiTabs: { styleOverrides: { root: { minHeight: 44 } } },
      MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
