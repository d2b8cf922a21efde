import { useMemo, type ReactNode } from 'react';
import { EngineServicesProvider, type EngineServices } from './engine-context';
import { engineFields } from './engine-fields';

/**
 * Provides the themed Form, the transport, the adapters and every field — the engine's own (loaded
 * with this module) and the page's — to the forms below it. The app loads the engine's fields with its
 * themed Form instead (`src/app/form-kit.ts`), and the light /login entry goes without them.
 */
export function EngineProvider({ services, children }: { services: EngineServices; children: ReactNode }) {
  const pageFields = services.fields;
  const fields = useMemo(() => ({ ...pageFields, ...engineFields }), [pageFields]);
  const withEngineFields = useMemo(() => ({ ...services, fields }), [services, fields]);
  return <EngineServicesProvider services={withEngineFields}>{children}</EngineServicesProvider>;
}
