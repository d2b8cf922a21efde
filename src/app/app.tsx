import { RouterProvider } from 'react-router-dom';
import { BlueprintProvider } from '@blueprintjs/core';
import { setUnauthorisedHandler } from '../api/client';
import { staffSessionKey } from '../api/staff-session-storage';
import { apiTransport } from '../api/transport';
import { EngineServicesProvider, type EngineServices } from '../engine/renderer/engine-context';
import { engineFields, ThemedForm } from './form-kit';
import { router } from './router';
import { installUnhandledRejectionToast } from './unhandled-rejection';

const services: EngineServices = {
  Form: ThemedForm,
  transport: apiTransport,
  fields: engineFields,
};

// A staff call answered 401 means the session is gone: forget it locally and sign in again.
setUnauthorisedHandler(() => {
  localStorage.removeItem(staffSessionKey);
  if (window.location.pathname !== '/login') window.location.assign('/login');
});

installUnhandledRejectionToast();

/** The whole application: Blueprint, the engine's services and the router. */
export function App() {
  return (
    <BlueprintProvider>
      <EngineServicesProvider services={services}>
        <RouterProvider router={router} />
      </EngineServicesProvider>
    </BlueprintProvider>
  );
}
