import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { COLOR_MODE_KEY, storage } from '../lib/storage';
import { createAppTheme, type ColorMode } from './theme';

type ColorModeContextValue = { mode: ColorMode; toggle: () => void };

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

function storedMode(): ColorMode | null {
  const value = storage.get(COLOR_MODE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

/** Spec §2: dark mode starts from the stored preference, else the system's; toggling persists it. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [chosen, setChosen] = useState<ColorMode | null>(storedMode);
  const mode: ColorMode = chosen ?? (prefersDark ? 'dark' : 'light');

  const toggle = useCallback(() => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    storage.set(COLOR_MODE_KEY, next);
    setChosen(next);
  }, [mode]);

  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used within a ColorModeProvider');
  return value;
}
