import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { FormProps } from '@rjsf/core';
import type { Transport } from '../failure';
import type { RjsfData, Schema, SectionContext } from '../types';

/** The rjsf Form the engine renders with (our Blueprint theme in the app, plain rjsf in the bench). */
export type EngineForm = ComponentType<FormProps<RjsfData, Schema, SectionContext>>;

/** What the app hands the engine once: the themed Form and the API transport. */
export interface EngineServices {
  Form: EngineForm;
  transport: Transport;
}

const EngineContext = createContext<EngineServices | null>(null);

/** Provides the themed Form and the transport to every section, card and form below it. */
export function EngineProvider({ services, children }: { services: EngineServices; children: ReactNode }) {
  const { Form, transport } = services;
  // A new services object with the same parts must not make React look through every form for readers.
  const value = useMemo(() => ({ Form, transport }), [Form, transport]);
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

/** The engine's services; throws when a page forgot the provider. */
export function useEngine(): EngineServices {
  const services = useContext(EngineContext);
  if (!services) throw new Error('EngineProvider is missing');
  return services;
}
