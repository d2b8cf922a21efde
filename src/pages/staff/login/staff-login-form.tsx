import { useState } from 'react';
import { Button, Callout, Card, Elevation, H1, Intent } from '@blueprintjs/core';
import { login } from '../../../api/staff';
import { apiTransport } from '../../../api/transport';
import type { StaffSession } from '../../../api/staff-session-storage';
import { keepFocus } from '../../../engine/renderer/keep-focus';
import { BlockingDialog } from '../../../engine/renderer/blocking-dialog';
import { EngineServicesProvider, type EngineServices } from '../../../engine/renderer/engine-context';
import { SchemaForm } from '../../../engine/renderer/schema-form';
import { plainContext } from '../../../engine/renderer/plain-context';
import type { AppUiSchema, FormData, Schema } from '../../../engine/types';
import { isValid, validateForm } from '../../../engine/validator';
import { FlatForm } from '../../../theme/flat-form';
import loginSchema from '../../../../schemas/dialogs/staff-login/schema.json';
import loginUi from '../../../../schemas/dialogs/staff-login/ui.json';
import { withoutMetaSchema } from '../../../engine/catalogue';
import texts from '../../../../schemas/pages/staff-login.json';

// Its own JSON files rather than the registry of every dialog: /login loads only its own validators.
const form = { schema: loginSchema as Schema, ui: withoutMetaSchema(loginUi) as AppUiSchema };
// Two text fields: the engine's SchemaForm over the flat Form, without rjsf's code (bench B7).
const services: EngineServices = { Form: FlatForm, transport: apiTransport };

/**
 * The staff sign-in (000 §2.3): login ID and password, both required; the server's error under the form.
 * Both the light `/login` entry (`src/login-main.tsx`) and the app's own `/login` route show it.
 */
export function StaffLoginForm({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [data, setData] = useState<FormData>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');

  const submit = async () => {
    setAttempted(true);
    if (!isValid(validateForm(form.schema, data))) return;
    setBusy(true);
    setServerError('');
    const result = await login(String(data.account), String(data.password));
    setBusy(false);
    if (result.kind === 'network-error') return setServerError(texts.networkError);
    if (result.kind === 'ok' && result.body.result_code === 2000) {
      const { user_id, account, user_name } = result.body;
      return onSignedIn({
        user_id: Number(user_id),
        account: String(account),
        user_name: String(user_name),
        last_login_date: new Date().toISOString(),
      });
    }
    setServerError(String(result.body.error_message || texts.networkError));
  };

  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', background: '#eef1f5' }}>
      <Card elevation={Elevation.TWO} style={{ width: 380 }}>
        <H1 className="tas-page-title">{texts.heading}</H1>
        <form
          // Our validator decides and shows Japanese messages; the browser's own bubbles would block the submit.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <EngineServicesProvider services={services}>
            <SchemaForm
              schema={form.schema}
              uiSchema={form.ui}
              formData={data}
              onChange={setData}
              formContext={plainContext}
              idPrefix="login"
              showAllErrors={attempted}
            />
          </EngineServicesProvider>
          {serverError ? (
            <Callout intent={Intent.DANGER} compact style={{ marginBottom: 12 }}>
              {serverError}
            </Callout>
          ) : null}
          <Button type="submit" intent={Intent.PRIMARY} fill text={texts.submit} onMouseDown={keepFocus} />
        </form>
      </Card>
      <BlockingDialog isOpen={busy} text={texts.busy} />
    </div>
  );
}
