// The e-mail section's table fields, loaded together by the app (`ui:field` mailRows, messengerRows, mailGroups).
export { MailGroupsField } from './mail-groups-field';
export { MailRowsField } from './mail-rows-field';
export { MessengerRowsField } from './messenger-rows-field';
