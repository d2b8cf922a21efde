import {
  openApplication as openOfType,
  sentBackApplication as sentBackOfType,
} from '../../approval/applications';
import type { ApplicationRecord } from '../../approval/applications';
import type { Db } from '../database';
import { basicInfoDeclaration } from './declaration';

// 基本情報's applications: the capability's storage, at the section's request type.

const { requestType } = basicInfoDeclaration;

/** The customer's open 基本情報 application (update_application_status 1 or 5), if any. */
export const openApplication = (db: Db, customerId: number): Promise<ApplicationRecord | undefined> =>
  openOfType(db, requestType, customerId);

/** The closed 基本情報 application whose values are shown as the sent-back copy, if any. */
export const sentBackApplication = (db: Db, customerId: number): Promise<ApplicationRecord | undefined> =>
  sentBackOfType(db, requestType, customerId);
