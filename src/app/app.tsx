import { RouterProvider } from 'react-router-dom';
import { HotkeysContext, OverlaysProvider, type HotkeysContextInstance } from '@blueprintjs/core';
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

// Blueprint's overlay stack only: its BlueprintProvider adds the hotkeys dialog with its key icons, which
// the app does not use and every page would download (B7). The tables' own keys (arrows, copy) bind
// without it; this context tells them a provider is there, so that they do not warn on every mount.
const hotkeysWithoutDialog: HotkeysContextInstance = [
  { hasProvider: true, hotkeys: [], isDialogOpen: false },
  () => undefined,
];

/** The whole application: Blueprint's overlays, the engine's services and the router. */
export function App() {
  return (
    <OverlaysProvider>
      <HotkeysContext.Provider value={hotkeysWithoutDialog}>
        <EngineServicesProvider services={services}>
          <RouterProvider router={router} />
        </EngineServicesProvider>
      </HotkeysContext.Provider>
    </OverlaysProvider>
  );
}
