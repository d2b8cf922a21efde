/** A headline as `GET menu/headline` returns it (000 §3 "Headline"), shared by the browser and the server. */
export interface HeadlineRow {
  ID: number;
  headline_status: number;
  title: string;
  url: string | null;
  body: string;
  registered_timestamp: string;
  headline_trigger_label: string;
  headline_type: number;
  target_user_id: number;
}
