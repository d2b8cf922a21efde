// 受注内容's table field, loaded with the first form that names it (`ui:field` orderRows).
export { OrderRowsField } from './order-rows-field';
