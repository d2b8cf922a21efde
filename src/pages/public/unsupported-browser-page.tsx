import { Callout, Card, H1, HTMLTable, Intent } from '@blueprintjs/core';

// 002 §9 "Supported browsers", as the user reads it.
const supported: [string, string][] = [
  ['iOS 12以降', 'Safari 12以降'],
  ['Android 9以降', 'Chrome 94以降'],
  ['Windows 8.1（6.3）以降', 'Edge 94以降、Chrome 94以降、Firefox 93以降'],
  ['macOS 10.13以降', 'Chrome 94以降、Safari 13以降、Firefox 93以降'],
];

/** Where every route sends a browser outside the supported table (000 §2.2, 002 §9). */
export function UnsupportedBrowserPage() {
  return (
    <Card style={{ maxWidth: 640, margin: '48px auto' }}>
      <H1 className="tas-page-title">ご利用のブラウザには対応していません</H1>
      <Callout intent={Intent.WARNING} style={{ marginBottom: 16 }}>
        お使いのブラウザまたはOSのバージョンではご利用いただけません。以下の環境でアクセスしてください。
      </Callout>
      <HTMLTable compact bordered style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>OS</th>
            <th>ブラウザ</th>
          </tr>
        </thead>
        <tbody>
          {supported.map(([os, browsers]) => (
            <tr key={os}>
              <td>{os}</td>
              <td>{browsers}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
