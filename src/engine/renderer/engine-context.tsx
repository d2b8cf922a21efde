import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { FormProps } from '@rjsf/core';
import type { SectionAdapter } from '../adapters';
import type { Transport } from '../failure';
import type { AppFieldProps, RjsfData, Schema, FormContext } from '../types';

/** The rjsf Form the engine renders with (our Blueprint theme in the app, plain rjsf in the bench). */
export type EngineForm = ComponentType<FormProps<RjsfData, Schema, FormContext>>;

/** A custom rjsf field a page supplies (named in `ui.json` as `"ui:field": "<name>"`). */
export type EngineField = ComponentType<AppFieldProps>;

/**
 * What the app hands the engine once: the themed Form, the API transport, and the fields that need
 * page-level parts (dialogs calling their own API), which the engine cannot import itself.
 */
export interface EngineServices {
  Form: EngineForm;
  transport: Transport;
  fields?: Record<string, EngineField>;
  /** Section adapters by id (`section.json` → `adapter`), from `src/sections/`. */
  adapters?: Record<string, SectionAdapter>;
}

const EngineContext = createContext<EngineServices | null>(null);

/**
 * Provides exactly the given services to every form below it — without the engine's own fields (rows,
 * postcode, file list): the light /login entry uses it. Everything else uses `EngineProvider`
 * (`engine-provider.tsx`), which adds them.
 */
export function EngineServicesProvider({
  services,
  children,
}: {
  services: EngineServices;
  children: ReactNode;
}) {
  const { Form, transport, fields, adapters } = services;
  // A new services object with the same parts must not make React look through every form for readers.
  const value = useMemo(() => ({ Form, transport, fields, adapters }), [Form, transport, fields, adapters]);
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

/** The engine's services; throws when a page forgot the provider. */
export function useEngine(): EngineServices {
  const services = useContext(EngineContext);
  if (!services) throw new Error('EngineProvider is missing');
  return services;
}
