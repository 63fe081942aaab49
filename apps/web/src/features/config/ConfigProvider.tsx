import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ClientConfig } from '@crucible/shared';
import { configureTelemetry } from '../../lib/telemetry';
import { FullPageMessage } from '../../components/FullPageMessage';
import { CONFIG_LOAD_ERROR, useConfigQuery } from './api';

const ConfigContext = createContext<ClientConfig | null>(null);

/** Loads the client config once; nothing renders until it is known (blank while loading). */
export function ConfigProvider({ children }: { children: ReactNode }) {
  const { data, isError, refetch } = useConfigQuery();
  useEffect(() => {
    if (data) configureTelemetry(data);
  }, [data]);

  if (isError) {
    return (
      <FullPageMessage
        title={CONFIG_LOAD_ERROR}
        message="The server could not be reached. Check your connection and try again."
        actionLabel="Try again"
        onAction={() => void refetch()}
      />
    );
  }
  if (!data) return null;
  return <ConfigContext.Provider value={data}>{children}</ConfigContext.Provider>;
}

export function useClientConfig(): ClientConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useClientConfig must be used within a ConfigProvider');
  return config;
}
