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
import { emailSettingAdapter } from '../sections/email-setting';
import { engineFields, ThemedForm } from './form-kit';
import { router } from './router';
import { installUnhandledRejectionToast } from './unhandled-rejection';

// The 反響 link field (and its modal) loads with the first form that names it (基本情報).
const BusinessTalkLinkField: EngineField = lazy(async () => ({
  default: (await import('../pages/staff/customer-detail/business-talk/business-talk-link-field'))
    .BusinessTalkLinkField,
}));
// The e-mail section's tables (and their modals) load with the first form that names them.
const emailFields = () => import('../pages/staff/customer-detail/email-setting/fields');
const MailRowsField: EngineField = lazy(async () => ({ default: (await emailFields()).MailRowsField }));
const MessengerRowsField: EngineField = lazy(async () => ({
  default: (await emailFields()).MessengerRowsField,
}));
const MailGroupsField: EngineField = lazy(async () => ({ default: (await emailFields()).MailGroupsField }));
const services: EngineServices = {
  Form: ThemedForm,
  transport: apiTransport,
  fields: {
    ...engineFields,
    businessTalkLink: BusinessTalkLinkField,
    mailRows: MailRowsField,
    messengerRows: MessengerRowsField,
    mailGroups: MailGroupsField,
  },
  adapters: {
    'basic-info': basicInfoAdapter,
    'duties-content': dutiesContentAdapter,
    'email-setting': emailSettingAdapter,
  },
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
