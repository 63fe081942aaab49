import { GlobalStyles } from '@mui/material';

/**
 * Printing the remediation report: no app bar or buttons (nor the JSON copies of what is
 * listed), every item open (collapsed details stay mounted, so showing them is enough),
 * examples and code blocks kept whole on a page, code blocks wrapped instead of scrolling.
 */
export function RemediationPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '16mm' },
          'header.MuiAppBar-root, .remediation-no-print': { display: 'none !important' },
          body: { background: '#fff !important', color: '#000 !important' },
          'main.MuiContainer-root': { maxWidth: 'none !important', padding: '0 !important' },
          '.remediation-item .MuiCollapse-root': {
            height: 'auto !important',
            visibility: 'visible !important',
          },
          '.remediation-item .MuiAccordionSummary-expandIconWrapper': { display: 'none' },
          // Items run across pages (one is often longer than a page); their parts do not.
          '.remediation-item .MuiAccordionSummary-root, .remediation-item h3, .remediation-item h4':
            { breakAfter: 'avoid-page' },
          '.remediation-example, .remediation-pre, .remediation-item li': {
            breakInside: 'avoid-page',
          },
          '.remediation-pre': { maxHeight: 'none !important', overflow: 'visible !important' },
          '.MuiPaper-root': { boxShadow: 'none !important', border: '1px solid #ccc' },
        },
      }}
    />
  );
}
