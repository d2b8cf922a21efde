import type { Catalogue } from '../../engine/catalogue';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import operationLog from '../../../schemas/operation-log.json';

/** What the log says of one call: its 種別, the screen or section it belongs to, and the operation. */
export interface AuditedCall {
  kind: string;
  page: string;
  operation: string;
  /** `typedAccount`: the user is the one whose login ID the request typed (a login), not the session's. */
  who?: string;
}

/** The operation log's declaration (`schemas/operation-log.json`). */
export const operationLogDeclaration = operationLog;

/**
 * Every recorded call by `METHOD path` (path without `/api/v1/`): the declaration's calls, and each catalogue
 * section's save as 保存 under the section's title (a declared entry wins, as for 基本情報's credit request).
 */
export function auditedCalls(catalogue: Catalogue): Map<string, AuditedCall> {
  const calls = new Map<string, AuditedCall>();
  for (const { section } of Object.values(catalogue)) {
    calls.set(`POST ${section.save.path}`, {
      kind: operationLog.sectionSave.kind,
      page: section.title,
      operation: fillTemplate(operationLog.sectionSave.operation, { title: section.title }),
    });
  }
  for (const [key, call] of Object.entries(operationLog.calls)) calls.set(key, call);
  return calls;
}
