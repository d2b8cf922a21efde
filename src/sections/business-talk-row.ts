/** One row of `getBusinessTalkHistory` (000 §3 "Business-talk history row"), shared by the modal and the server. */
export interface BusinessTalkRow {
  business_talk_history_id: number;
  display_business_talk_customer_number: string;
  corporate_name: string;
  name: string;
  name_kana: string;
  mail_address: string;
  /** The linked customer as `{TAS ID}：{会社名}` (an entry has no TAS ID yet: the name alone), or ''. */
  display_relation_customer: string;
  /** Linked to the customer whose page asked: the row shows 紐付け中. */
  is_relation: boolean;
  /** Linked to another customer: choosing it asks before overwriting. */
  is_other_used: boolean;
  /** The 紐付ける tick: every row starts unticked (the row already linked shows 紐付け中 instead). */
  is_selected: boolean;
}
