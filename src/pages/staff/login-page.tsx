import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button, Callout, Card, Elevation, H3, Intent } from '@blueprintjs/core';
import { login } from '../../api/staff';
import { staffSessionAtom } from '../../api/session';
import { dialogs } from '../../engine/browser-dialogs';
import { BlockingDialog } from '../../engine/renderer/blocking-dialog';
import { keepFocus } from '../../engine/renderer/keep-focus';
import { SchemaForm } from '../../engine/renderer/schema-form';
import { plainContext } from '../../engine/renderer/plain-context';
import type { FormData } from '../../engine/types';
import { isValid, validateForm } from '../../engine/validator';

const form = dialogs['staff-login'];

/** `/login` (000 §2.3): login ID and password, both required; the server's error under the form. */
export function LoginPage() {
  const navigate = useNavigate();
  const setSession = useSetAtom(staffSessionAtom);
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
    if (result.kind === 'network-error') return setServerError('通信エラー');
    if (result.kind === 'ok' && result.body.result_code === 2000) {
      const { user_id, account, user_name } = result.body;
      setSession({
        user_id: Number(user_id),
        account: String(account),
        user_name: String(user_name),
        last_login_date: new Date().toISOString(),
      });
      return navigate('/home');
    }
    setServerError(String(result.body.error_message || '通信エラー'));
  };

  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', background: '#eef1f5' }}>
      <Card elevation={Elevation.TWO} style={{ width: 380 }}>
        <H3>TAS Desk ログイン</H3>
        <form
          // Our validator decides and shows Japanese messages; the browser's own bubbles would block the submit.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SchemaForm
            schema={form.schema}
            uiSchema={form.ui}
            formData={data}
            onChange={setData}
            formContext={plainContext}
            idPrefix="login"
            showAllErrors={attempted}
          />
          {serverError ? (
            <Callout intent={Intent.DANGER} compact style={{ marginBottom: 12 }}>
              {serverError}
            </Callout>
          ) : null}
          <Button type="submit" intent={Intent.PRIMARY} fill text="ログイン" onMouseDown={keepFocus} />
        </form>
      </Card>
      <BlockingDialog isOpen={busy} text="ログイン中" />
    </div>
  );
}
