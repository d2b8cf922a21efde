import type { FastifyPluginAsync } from 'fastify';
import { isRequesting } from '../../sections/basic-info';
import { currentStaff } from '../auth/session';
import type { ServerContext } from '../context';
import { refuse } from '../guard';
import { invalid, notSignedIn } from '../replies';
import { basicInfoAnswer } from '../store/basic-info/answer';
import { openApplication } from '../store/basic-info/applications';
import { requestApproval } from '../approval/cycle';
import { credit } from '../approval/statuses';
import { basicInfoApproval } from '../store/basic-info/approval';
import { basicInfoOptions, isKnownOption } from '../store/basic-info/options';
import {
  openCreditRequest,
  requestPasswordHash,
  saveDirectly,
  saveInCharge,
} from '../store/basic-info/requests';
import { asRecord, asText } from '../values';
import {
  basicInfoFeature,
  basicInfoSchema,
  conflict,
  expectedStamp,
  guardBasicInfo,
  requestRunning,
  saveStep,
  sentId,
  StepRefused,
} from './basic-info-common';
import { checkCreditRequest, readCreditRequest } from './basic-info-upload';
import messages from '../../../schemas/server-messages.json';
import { fillTemplate } from '../../../rules/lib/rule-doc';

const permission = { name: basicInfoFeature };
// What 担当's own save sends (section.json → blockSaves).
const inChargeFields = ['project_master_id', 'business_staff_user_id', 'request_course_name'];

// An unset select arrives as '', null or -1 (the spec's 未設定); what is no id stays NaN, no option's value.
const selectedId = (value: unknown): number | null => {
  const id = sentId(value);
  return id === -1 ? null : id;
};

/**
 * 基本情報 (000 §7 "Basic info"): the load, the credit request (a direct save when the credit status is
 * 与信OK), 変更の保存 of a screened application, and the 担当 block's own save.
 */
export const basicInfoRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, catalogue }) => {
  const schema = basicInfoSchema(catalogue);
  const answer = (customerId: number) => basicInfoAnswer(db, customerId);

  app.get('/customers/getBasicInfo', async (request, reply) => {
    // Any signed-in staff member may read; without the feature the section shows read-only (000 §6).
    const guarded = await guardBasicInfo(db, request, asRecord(request.query));
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    return { result_code: 2000, basic_info: await answer(guarded.customer.customer_id) };
  });

  for (const path of ['/customers/creditRequestBasicInfo', '/customers/creditRequestBasicInfoEntry']) {
    app.post(path, async (request, reply) => {
      // The session first, so that no upload is read for an anonymous caller.
      if (!(await currentStaff(db, request))) return refuse(reply, notSignedIn);
      const body = await readCreditRequest(request, schema);
      const guarded = await guardBasicInfo(db, request, body.fields, permission);
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      const { customer, staff } = guarded;
      const checked = await checkCreditRequest(db, customer.customer_id, schema, body);
      if (checked.kind === 'invalid') return refuse(reply, invalid(checked.errors));
      if (
        (await openApplication(db, customer.customer_id)) ||
        customer.credit_screening_approval_status === credit.screening
      )
        return refuse(reply, requestRunning);
      // 与信OK needs no screening: the values are saved at once (is_skip, 000 §4).
      const skip = customer.credit_screening_approval_status === credit.passed;
      // Hashed before the save: the transaction need not wait for the slow part.
      const passwordHash = await requestPasswordHash(checked.form);
      return saveStep(
        db,
        reply,
        { staff, customer, expectedStamp: body.fields.customer_updated_timestamp ?? '' },
        async (trx, stamp) => {
          const change = {
            customerId: customer.customer_id,
            userId: staff.user_id,
            stamp,
            passwordHash,
            ...checked,
          };
          if (skip) await saveDirectly(trx, change);
          else if ((await openCreditRequest(trx, change, checked.schedule)) === undefined)
            throw new StepRefused(requestRunning);
        },
        async (stamp) => ({
          result_code: 2000,
          is_skip: skip,
          customer_updated_timestamp: stamp,
          basic_info: await answer(customer.customer_id),
        }),
      );
    });
  }

  app.post('/customers/saveChangeCreditRequest', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardBasicInfo(db, request, body, permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    const open = await openApplication(db, customer.customer_id);
    const { noOpenApplication } = messages.basicInfo;
    const noApplication = conflict(noOpenApplication.message, noOpenApplication.detail);
    if (!open) return refuse(reply, noApplication);
    const sent = sentId(body.customer_update_application_header_id);
    if (sent !== null && sent !== open.customer_update_application_header_id)
      return refuse(reply, conflict(messages.common.reload, `header_id=${sent}`));
    const running = isRequesting(
      customer.credit_screening_approval_status,
      open.update_application_status,
      open.approval_request_status,
    );
    if (running) return refuse(reply, requestRunning);
    return saveStep(
      db,
      reply,
      { staff, customer, expectedStamp: expectedStamp(body, customer) },
      async (trx) => {
        // Another call may have asked (or closed the application) since it was read.
        if (!(await requestApproval(trx, basicInfoApproval, open, staff.user_id)))
          throw new StepRefused(requestRunning);
      },
      async (stamp) => ({
        result_code: 2000,
        customer_updated_timestamp: stamp,
        basic_info: await answer(customer.customer_id),
      }),
    );
  });

  app.post('/customers/updateInCharge', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardBasicInfo(db, request, body, permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    // Not a save: a body without the block's three fields would clear what it left out (422, nothing written).
    if (inChargeFields.some((field) => !(field in body))) {
      const title = asText(asRecord(asRecord(schema.properties).course_charge).title);
      return refuse(reply, invalid({ '': [fillTemplate(messages.common.noSectionData, { title })] }));
    }
    const values = {
      assume_project: selectedId(body.project_master_id),
      business_staff: selectedId(body.business_staff_user_id),
      request_course_name: selectedId(body.request_course_name),
    };
    const options = await basicInfoOptions(db);
    const titles = {
      assume_project: '担当プロジェクト',
      business_staff: '営業担当者',
      request_course_name: 'コース',
    };
    const errors: Record<string, string[]> = {};
    for (const key of ['assume_project', 'business_staff', 'request_course_name'] as const)
      if (!isKnownOption(options[key], values[key]))
        errors[`/course_charge/${key}`] = [
          fillTemplate(messages.common.chooseFromList, { title: titles[key] }),
        ];
    if (Object.keys(errors).length > 0) return refuse(reply, invalid(errors));
    // 担当 is not an approval item (000 §2.8: its own 保存): written at once, whatever the cycle's state.
    return saveStep(
      db,
      reply,
      { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
      (trx) => saveInCharge(trx, customer.customer_id, values),
      async (stamp) => ({
        result_code: 2000,
        customer_updated_timestamp: stamp,
        basic_info: await answer(customer.customer_id),
      }),
    );
  });
};
