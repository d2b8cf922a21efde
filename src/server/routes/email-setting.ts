import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { addEmailSideCalls } from './email-setting-side-calls';

/**
 * E-Mail・メッセンジャー報告設定's side calls (001 §7): the test message and the messenger use preference.
 * Its load and save are the section pipeline's (`routes/sections.ts`, store module `email-setting`).
 */
export const emailSettingRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  addEmailSideCalls(app, context);
};
