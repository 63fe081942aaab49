import { GlobalStyles } from '@mui/material';

/**
 * A report printed (or saved as PDF from the browser): no app bar, buttons or tabs, black text
 * on white whatever the colour mode, small cards (a figure, a vulnerability, an example) kept whole across pages.
 */
export function ReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '14mm' },
          ':root': { colorScheme: 'light' },
          '.MuiAppBar-root, [data-print="hide"], .notistack-SnackbarContainer': {
            display: 'none !important',
          },
          'body, .MuiPaper-root': { background: '#fff !important', color: '#111 !important' },
          '.MuiTypography-root, .MuiTableCell-root, .MuiLink-root, li': {
            color: '#111 !important',
          },
          // Sections may run over pages; the small cards inside them say where not to cut.
          '.MuiCard-root': { boxShadow: 'none !important', border: '1px solid #ccc' },
          'main.MuiContainer-root': { maxWidth: 'none', padding: '0 !important' },
          'svg text': { fill: '#333 !important' },
          '*': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
        },
      }}
    />
  );
}
