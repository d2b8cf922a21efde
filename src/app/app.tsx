import { lazy } from 'react';
import { RouterProvider } from 'react-router-dom';
import { BlueprintProvider } from '@blueprintjs/core';
import { setUnauthorisedHandler } from '../api/client';
import { staffSessionKey } from '../api/staff-session-storage';
import { apiTransport } from '../api/transport';
import {
  EngineServicesProvider,
  type EngineField,
  type EngineServices,
} from '../engine/renderer/engine-context';
import { basicInfoAdapter } from '../sections/basic-info';
import { dutiesContentAdapter } from '../sections/duties-content';
import { engineFields, ThemedForm } from './form-kit';
import { router } from './router';
import { installUnhandledRejectionToast } from './unhandled-rejection';

// The 反響 link field (and its modal) loads with the first form that names it (基本情報).
const BusinessTalkLinkField: EngineField = lazy(async () => ({
  default: (await import('../pages/staff/customer-detail/business-talk/business-talk-link-field'))
    .BusinessTalkLinkField,
}));
const services: EngineServices = {
  Form: ThemedForm,
  transport: apiTransport,
  fields: { ...engineFields, businessTalkLink: BusinessTalkLinkField },
  adapters: { 'basic-info': basicInfoAdapter, 'duties-content': dutiesContentAdapter },
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
